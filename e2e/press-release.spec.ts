import type { Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

/** Issue 13, press room: every release at its own URL, and the press contact near the top. */

const RELEASE_PATH = /\/press\/releases\/\d+$/;
const DATE_IN_WORDS =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** Marks the document, so a full page load (which drops the mark) can be told from a navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');

async function expectReleasePage(page: Page, title: string) {
  await expect(page).toHaveURL(RELEASE_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('.press-release__meta time')).toHaveText(DATE_IN_WORDS);
  await expect(page.locator('.press-release .article-body')).not.toBeEmpty();
}

test.describe('a press release at its own URL', () => {
  test('a release title on /press opens its page in the app', async ({ page }) => {
    await page.goto('/press');
    await waitForHydration(page);
    const link = page.locator('.press-highlights__item-title a').first();
    const title = (await link.textContent()) ?? '';
    await markDocument(page);

    await link.click();

    await expectReleasePage(page, title);
    expect(await isSameDocument(page)).toBe(true);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Press', exact: true }).click();
    await expect(page).toHaveURL(/\/press$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a title in the release list opens its page', async ({ page }) => {
    await page.goto('/press/releases?page=2');
    await waitForHydration(page);
    const link = page.locator('.press-release-list__title a').first();
    const title = (await link.textContent()) ?? '';

    await link.click();

    await expectReleasePage(page, title);
  });

  test('loaded directly, it shows the release, its breadcrumbs and its share actions', async ({
    page,
  }) => {
    await page.goto('/press/releases');
    const href =
      (await page.locator('.press-release-list__title a').first().getAttribute('href')) ?? '';
    const title = (await page.locator('.press-release-list__title a').first().textContent()) ?? '';

    await page.goto(href);

    await expectReleasePage(page, title);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Press releases' })).toHaveAttribute(
      'href',
      '/press/releases',
    );
    const share = page.getByRole('list', { name: 'Share this release' });
    await expect(share.getByRole('link', { name: /by e-mail$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(share.getByRole('link', { name: /on LinkedIn/ })).toBeVisible();
    await expect(share.getByRole('link', { name: /on X / })).toBeVisible();
    await expect(page.locator('.page-enter, .page-enter-active, .page-exit')).toHaveCount(0);
    expect(await seriousViolations(page, (builder) => builder.include('main'))).toEqual([]);
  });

  test('"Copy link" copies the release URL and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/press/releases');
    const href =
      (await page.locator('.press-release-list__title a').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Copy link' }).click();

    const status = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${href}`);
  });

  test('an unknown release is the not-found page', async ({ page }) => {
    const res = await page.goto('/press/releases/99999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See open jobs' })).toBeVisible();
  });
});

test.describe('the press contact on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its phone and e-mail links are within the first screen and a half', async ({ page }) => {
    await page.goto('/press');
    const phone = page.getByRole('link', { name: '+31 20 555 0177' });
    await expect(phone).toHaveAttribute('href', 'tel:+31205550177');
    const email = page.locator('main a[href^="mailto:press@"]');
    for (const link of [phone, email]) {
      const box = await link.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844 * 1.5);
    }
  });
});
