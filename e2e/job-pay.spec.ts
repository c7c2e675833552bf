import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

const DESKTOP = { width: 1280, height: 900 };

const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const resultCount = (page: Page) => page.locator('.job-list__count');
const paySelect = (page: Page) => page.getByLabel('Minimum pay', { exact: true });
const cardPays = (page: Page) =>
  page.locator('.job-list__grid .job-card').evaluateAll((cards) =>
    cards.map((card) => {
      const label = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === 'Pay');
      return label?.nextElementSibling?.textContent ?? null;
    }),
  );
const feedLink = (page: Page) =>
  page.locator('head link[rel="alternate"][type="application/atom+xml"]');

async function openJobList(page: Page, query = '') {
  await page.goto(`/job${query}`);
  await waitForHydration(page);
}

test.describe('job list: pay', () => {
  test.use({ viewport: DESKTOP });

  test('every card shows its pay with currency and period', async ({ page }) => {
    await openJobList(page);

    const pays = await cardPays(page);
    expect(pays.length).toBeGreaterThan(0);
    for (const pay of pays)
      // The pay as published, then how docs/pay.md compares it where that is not the same figure.
      expect(pay).toMatch(
        /^(?:\D*\d[\d,.]*.* per (?:year|month|week|day|hour)(?:(?:about )?€[\d,]+.* a year.*|a contract rate.*|not compared.*)?|Pay not listed)$/,
      );
  });

  test('a minimum pay band goes in the URL; Back and Forward restore the list and the select', async ({
    page,
  }) => {
    await openJobList(page);
    const unfiltered = await resultCount(page).textContent();

    await paySelect(page).selectOption('80000');

    await expect.poll(() => searchParam(page, 'payMin')).toBe('80000');
    await expect(resultCount(page)).toContainText('matching jobs');
    const filtered = await resultCount(page).textContent();
    expect(filtered).not.toBe(unfiltered);
    await expect(
      page.getByRole('link', { name: 'Remove filter Minimum pay: €80,000+ a year' }),
    ).toBeVisible();
    expect(await cardPays(page)).not.toContain('Pay not listed');

    await page.goBack();
    await expect.poll(() => searchParam(page, 'payMin')).toBeNull();
    await expect(paySelect(page)).toHaveValue('');
    await expect(resultCount(page)).toHaveText(unfiltered ?? '');

    await page.goForward();
    await expect.poll(() => searchParam(page, 'payMin')).toBe('80000');
    await expect(paySelect(page)).toHaveValue('80000');
    await expect(resultCount(page)).toHaveText(filtered ?? '');
  });

  test('a shared link opens the same pay filter and order', async ({ browser, page }) => {
    await openJobList(page);
    await paySelect(page).selectOption('60000');
    await expect.poll(() => searchParam(page, 'payMin')).toBe('60000');
    await page.getByLabel('Sort by').selectOption('pay');
    await expect.poll(() => searchParam(page, 'sort')).toBe('pay');
    await expect(resultCount(page)).toContainText('matching jobs');

    // Another visitor, with nothing cached, opens the address the first one shares.
    const other = await browser.newPage({ viewport: DESKTOP });
    await other.goto(page.url());
    await waitForHydration(other);

    await expect(paySelect(other)).toHaveValue('60000');
    await expect(other.getByLabel('Sort by')).toHaveValue('pay');
    await expect(resultCount(other)).toHaveText((await resultCount(page).textContent()) ?? '');
    // Polled on the first page: its count says "matching jobs" before the sorted cards replace
    // the previous order, so a list read at once can be the one before the sort (seen on a busy
    // machine).
    const titles = await other.locator('.job-card__title').allTextContents();
    await expect.poll(() => page.locator('.job-card__title').allTextContents()).toEqual(titles);
    await other.close();
  });

  test('the head links the Atom feed of the current search, and it follows the filters', async ({
    page,
    request,
  }) => {
    await openJobList(page, '?department=Engineering');
    await expect(feedLink(page)).toHaveAttribute('href', '/job/feed.xml?department=Engineering');

    await paySelect(page).selectOption('60000');
    await expect.poll(() => searchParam(page, 'payMin')).toBe('60000');
    await expect(feedLink(page)).toHaveAttribute(
      'href',
      '/job/feed.xml?department=Engineering&payMin=60000',
    );
    await expect(feedLink(page)).toHaveCount(1);

    const href = await feedLink(page).getAttribute('href');
    const feed = await request.get(href ?? '');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const total = Number(
      /(\d+) matching jobs/.exec((await resultCount(page).textContent()) ?? '')?.[1],
    );
    expect((await feed.text()).match(/<entry>/g)?.length ?? 0).toBe(Math.min(total, 50));
  });
});

test.describe('job list pay filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the pay select submits with the GET form and the page shows it chosen', async ({
    page,
  }) => {
    await page.goto('/job');
    await paySelect(page).selectOption('60000');
    await page.getByRole('button', { name: 'Apply filters' }).click();

    await expect(page).toHaveURL(/payMin=60000/);
    await expect(paySelect(page)).toHaveValue('60000');
    await expect(resultCount(page)).toContainText('matching jobs');
  });
});
