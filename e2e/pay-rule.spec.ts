import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/**
 * docs/pay.md as a visitor meets it (issue 32), on the seed's Design jobs: the part-time Content
 * Designer at €30–38 an hour is compared as a full-time year (€79,040 at the top), the Packaging
 * Designer's €450–550 day rate as a contractor is not compared at all, and the filter, the sort,
 * the pay select's counts and the cards say the same.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const PART_TIME = 'Content Designer';
const DAY_RATE = 'Packaging Designer';

const titles = (page: Page) => page.locator('.job-list__grid .job-card__title').allTextContents();
const card = (page: Page, title: string) =>
  page.locator('.job-list__grid .job-card').filter({
    has: page.getByRole('link', { name: title, exact: true }),
  });
const payOf = (page: Page, title: string) => card(page, title).locator('dd', { hasText: /per / });
/** The pay select's count for a band, as its option says: "€60,000+ a year (3)". */
const bandCount = async (page: Page, band: string) => {
  const text = await page.locator(`#job-pay-min option[value="${band}"]`).textContent();
  return Number(/\((\d+)\)$/.exec(text ?? '')?.[1]);
};

async function openJobList(page: Page, query: string) {
  await page.goto(`/job?${query}`);
  await waitForHydration(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`pay compared by the written rule at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the filter keeps the part-time hourly job by its full-time equivalent and leaves the day rate out', async ({
      page,
    }) => {
      await openJobList(page, 'department=Design&payMin=60000');

      const sixty = await titles(page);
      expect(sixty).toContain(PART_TIME);
      expect(sixty).not.toContain(DAY_RATE);
      // The select's counts are the lists' lengths.
      expect(await bandCount(page, '60000')).toBe(sixty.length);
      const eighty = await bandCount(page, '80000');

      await openJobList(page, 'department=Design&payMin=80000');
      const listed = await titles(page);
      // 79,040 a year full time does not reach 80,000.
      expect(listed).not.toContain(PART_TIME);
      expect(listed).not.toContain(DAY_RATE);
      expect(listed).toHaveLength(eighty);

      // Every band's count is the number of cards a visitor gets for it; none counts the day rate.
      await openJobList(page, 'department=Design');
      const all = await titles(page);
      expect(all).toEqual(expect.arrayContaining([PART_TIME, DAY_RATE]));
      // All but the day rate and the Motion Designer, who lists no pay.
      expect(await bandCount(page, '40000')).toBe(all.length - 2);
    });

    test('sort by pay puts the salary first, the hourly job by its full-time year, the day rate with the unpaid', async ({
      page,
    }) => {
      await openJobList(page, 'department=Design&sort=pay');

      const sorted = await titles(page);
      // 84,000; 79,040 (€38 x 2,080); £58,000 at 0.84 a euro (69,048); 52,000.
      expect(sorted.slice(0, 4)).toEqual([
        'Senior Product Designer, Checkout',
        PART_TIME,
        'UX Researcher',
        'Brand Designer',
      ]);
      expect(sorted.slice(4).toSorted()).toEqual(['Motion Designer', DAY_RATE]);
    });

    test('the cards say how the rule reads their pay, with approximate euros beside pounds', async ({
      page,
    }) => {
      await openJobList(page, 'department=Design&sort=pay');

      await expect(payOf(page, PART_TIME)).toHaveText(
        '€30 – €38 per hour€62,400 – €79,040 a year full-time equivalent',
      );
      await expect(payOf(page, DAY_RATE)).toHaveText(
        '€450 – €550 per daya contract rate, not compared with yearly pay',
      );
      // £48,000–58,000 at 0.84 pounds a euro (content/exchange-rates.json).
      await expect(payOf(page, 'UX Researcher')).toHaveText(
        '£48,000 – £58,000 per yearabout €57,100 – €69,000 a year',
      );
      await expect(card(page, 'UX Researcher').locator('.job-card__note')).toBeVisible();
      // A salary in euros a year is its own figure.
      await expect(card(page, 'Brand Designer').locator('.job-card__note')).toHaveCount(0);
      // The note sits inside the card: nothing pushes the page sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

    test('the alert form names the minimum pay as the chip does', async ({ page }) => {
      await openJobList(page, 'department=Design&payMin=60000');

      await expect(page.locator('.job-alert__search')).toHaveText(
        'Your search: Department: Design; Minimum pay: €60,000+ a year',
      );
      await expect(page.locator('.job-alert')).not.toContainText('Minimum yearly pay in euros');
    });
  });
}
