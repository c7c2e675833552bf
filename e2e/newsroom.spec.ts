import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 32, one newsroom: /news and /press show a story with one date, the site calls one place
 * the newsroom, and a release's "careers site" link opens the job list.
 */

const STORY_SLUG = 'accelerator-2027-applications-open';
const RELEASE_TITLE = 'Applications open for the 2027 Somnia Accelerator';
const STORES_RELEASE_TITLE = 'Somnia to open stores in Milan, Paris, London and Barcelona';

/** The card in the press release list titled `title`, looked for page by page. */
async function releaseCard(page: Page, title: string) {
  for (let number = 1; number <= 5; number++) {
    await page.goto(number === 1 ? '/press/releases' : `/press/releases?page=${number}`);
    const card = page
      .locator('.press-release-list__item')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    if ((await card.count()) === 1) return card;
  }
  throw new Error(`no release card titled ${title}`);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a story has the same date on /press/releases, /news and its own page', async ({
      page,
    }) => {
      const card = await releaseCard(page, RELEASE_TITLE);
      const releaseDate = await card.locator('time').textContent();
      expect(releaseDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      await page.goto('/news');
      const storyCard = page
        .locator('.post-card')
        .filter({ has: page.locator(`a[href="/news/${STORY_SLUG}"]`) });
      await expect(storyCard.locator('time')).toHaveText(releaseDate ?? '');

      await page.goto('/press/releases');
      const sameCard = await releaseCard(page, RELEASE_TITLE);
      await waitForHydration(page);
      await sameCard.getByRole('link', { name: /The story in the newsroom/ }).click();
      await expect(page).toHaveURL(new RegExp(`/news/${STORY_SLUG}$`));
      await expect(page.locator('main article time').first()).toHaveText(releaseDate ?? '');
    });

    test('the press landing lists a release with the date its story has', async ({ page }) => {
      await page.goto('/press');
      const item = page
        .locator('.press-highlights__item')
        .filter({ has: page.getByRole('link', { name: RELEASE_TITLE, exact: true }) });
      const onPress = await item.locator('time').getAttribute('datetime');
      await page.goto(`/news/${STORY_SLUG}`);
      const onNews = await page.locator('main article time').first().getAttribute('datetime');
      expect(new Date(onPress ?? '').getTime()).toBe(new Date(onNews ?? '').getTime());
    });

    test('the navigation, the title and the heading call /news the newsroom', async ({ page }) => {
      await page.goto('/press');
      await waitForHydration(page);
      if (width < 1200) await page.getByRole('button', { name: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: width < 1200 ? 'Main (phone)' : 'Main' });
      const link = nav.getByRole('link', { name: 'Newsroom', exact: true });
      await expect(link).toHaveAttribute('href', '/news');

      await link.click();

      await expect(page).toHaveURL(/\/news$/);
      await expect(page).toHaveTitle(/^Newsroom \| Somnia/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsroom');
      // Every link the site names "Newsroom" leads to the one newsroom.
      const named = page.getByRole('link', { name: 'Newsroom', exact: true });
      for (const href of await named.evaluateAll((links) =>
        links.map((anchor) => anchor.getAttribute('href')),
      ))
        expect(href).toBe('/news');
    });

    test("a release's 'careers site' link opens the job list", async ({ page }) => {
      const card = await releaseCard(page, STORES_RELEASE_TITLE);
      await waitForHydration(page);
      await card.getByRole('link', { name: STORES_RELEASE_TITLE }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORES_RELEASE_TITLE);

      await page
        .locator('.article-body')
        .getByRole('link', { name: /careers site/ })
        .click();

      await expect(page).toHaveURL(/\/job$/);
      await expect(page.locator('.job-card').first()).toBeVisible();
    });
  });
}
