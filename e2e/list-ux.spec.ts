import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/** Issue 32: the job list and a job's page as a visitor uses them, on a phone and a desktop. */

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

const count = (page: Page) => page.locator('.job-list__count');

async function openList(page: Page, path = '/job') {
  await page.goto(path);
  await waitForHydration(page);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('Next pressed at the bottom opens page 2 at the top of its results, focused there', async ({
      page,
    }) => {
      await openList(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page
        .getByRole('navigation', { name: 'Job list pages' })
        .getByRole('link', { name: 'Next' })
        .click();

      await expect(page).toHaveURL(/\/job\?page=2$/);
      await expect(count(page)).toContainText('page 2 of');
      await expect(count(page)).toBeFocused();
      // The top of the results, below the sticky header: polled, as the scroll may be smooth.
      await expect
        .poll(() => count(page).evaluate((element) => element.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(0);
      const top = await count(page).evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeLessThan(viewport.height / 2);
    });

    test('a harmless pay value opens the list at the band below, with a note', async ({ page }) => {
      const response = await page.goto('/job?payMin=55000');

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: '“55000”' })).toHaveText(
        'There is no pay filter “55000”, so the list uses the nearest one below: €40,000+ a year.',
      );
      await expect(page.locator('.job-list__grid .job-card').first()).toBeVisible();
    });

    test('Apply says where it leaves for and opens it in this tab', async ({ page }) => {
      await page.goto('/job/1');
      const apply = page.getByRole('link', { name: /^Apply now for .+ on jobs\.somnia\.example$/ });

      await expect(apply.filter({ visible: true }).first()).toHaveAttribute(
        'href',
        /^https:\/\/jobs\.somnia\.example\//,
      );
      await expect(apply.first()).not.toHaveAttribute('target');
      await expect(
        page.getByText('You apply on jobs.somnia.example').filter({ visible: true }).first(),
      ).toContainText('Back button brings you back here');
    });

    test('the feed of the search is a visible link beside the alert form', async ({
      page,
      request,
    }) => {
      await openList(page, '/job?department=Design');
      const feed = page.getByRole('link', { name: 'feed of this search' });

      await expect(feed).toBeVisible();
      const href = await feed.getAttribute('href');
      expect(href).toMatch(/^\/job\/feed\.xml\?department=Design$/);
      const answer = await request.get(href ?? '');
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('atom');
    });
  });
}

test.describe('harmless URLs', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  for (const [query, note] of [
    ['payMin=abc', 'There is no pay filter “abc”, so the list shows jobs at any pay.'],
    ['page=0', 'There is no page “0”, so this is page 1.'],
    ['page=-1', 'There is no page “-1”, so this is page 1.'],
  ] as const) {
    test(`/job?${query} shows the list with a note`, async ({ page }) => {
      const response = await page.goto(`/job?${query}`);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
      await expect(page.locator('.job-list__grid .job-card')).toHaveCount(8);
    });
  }

  test('the API still refuses them', async ({ request }) => {
    for (const query of ['payMin=55000', 'payMin=abc', 'page=0', 'page=-1']) {
      expect((await request.get(`/api/page/job?${query}`)).status()).toBe(400);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the drawer’s Apply says how many jobs the choice shows, as it changes', async ({
    page,
  }) => {
    await openList(page);
    const total = Number((await count(page).textContent())?.match(/^\d+/)?.[0]);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const apply = drawer.locator('.job-filters__apply');
    await expect(apply).toHaveText(`Show ${total} jobs`);

    const designOption = drawer
      .locator('.job-filters__option')
      .filter({ has: page.locator('input[name="department"][value="Design"]') });
    const design = designOption.getByRole('checkbox');
    const designCount = Number(
      (await designOption.locator('.job-filters__count').textContent())?.match(/\d+/)?.[0],
    );
    await design.check();
    await expect(apply).toHaveText(`Show ${designCount} ${designCount === 1 ? 'job' : 'jobs'}`);
    await apply.click();

    await expect(count(page)).toHaveText(new RegExp(`^${designCount} matching job`));
  });

  test('the sort menu shows its longest order uncut', async ({ page }) => {
    await openList(page);
    const sort = page.getByLabel('Sort by');
    await sort.selectOption('pay');

    const room = await sort.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) throw new Error('no canvas');
      canvas.font = style.font;
      const text = select.options[select.selectedIndex]?.text ?? '';
      const inner =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, inner, needed: canvas.measureText(text).width };
    });
    expect(room.text).toBe('Pay (highest first)');
    expect(room.needed).toBeLessThanOrEqual(room.inner);
  });

  test('a job whose title has a long word does not widen the page', async ({ page }) => {
    await page.goto('/job/12');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Recommendations');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the students search chip reads in words', async ({ page }) => {
    await openList(
      page,
      `/job?search=${encodeURIComponent('internship OR "working student" OR graduate')}`,
    );

    await expect(
      page.getByRole('link', {
        name: 'Remove filter Search: internship, working student or graduate',
      }),
    ).toHaveText('internship, working student or graduate');
  });

  test('the alert’s success box names the address once', async ({ page }) => {
    const email = `list-ux-${Date.now()}@example.com`;
    await openList(page, '/job?department=Design');
    const alert = page.getByRole('region', { name: 'E-mail me new jobs like these' });
    await alert.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await alert.getByRole('button', { name: 'Create alert' }).click();

    const success = alert.getByRole('status');
    await expect(success).toBeFocused();
    await expect(success.locator('.form-success__title')).toHaveText(
      `Check your inbox at ${email}`,
    );
    expect((await success.textContent())?.match(/Check your inbox/g)).toHaveLength(1);
  });
});
