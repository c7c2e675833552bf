import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/** Issue 23: what a visitor meets when a link is wrong, the list ends or the connection drops. */

/** Opens a page and waits until its late chunks have loaded, so going offline fails none. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const NOT_FOUND = 'This page could not be found';
const POST_WITH_CODE = '/tech-blog/postgres-full-text-search-for-jobs';

const jobCards = (page: Page) => page.locator('.job-list__grid .job-card');
const headingLevels = (page: Page) =>
  page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));

test.describe('wrong or stale links', () => {
  test.use({ viewport: DESKTOP });

  test('a job list page past the end answers 404 with a link to the last page', async ({
    page,
  }) => {
    const response = await page.goto('/job?page=99');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page.getByText('page 99 of')).toHaveCount(0);

    await waitForHydration(page);
    const last = page.getByRole('link', { name: /^Go to the last page \(page \d+\)$/ });
    const lastPage = Number((await last.textContent())?.match(/\d+/)?.[0]);
    await last.click();

    await expect(page).toHaveURL(new RegExp(`/job\\?page=${lastPage}$`));
    await expect(page.locator('.job-list__count')).toContainText(`page ${lastPage} of ${lastPage}`);
    await expect(jobCards(page).first()).toBeVisible();
  });

  test('an unknown sort shows the list in the default order with a note', async ({ page }) => {
    const response = await page.goto('/job?sort=bogus');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '“bogus”' })).toHaveText(
      'We do not know the order “bogus”, so the jobs are in the default order: Newest first.',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(jobCards(page)).toHaveCount(8);
  });

  for (const path of [
    '/no-such-page-here',
    '/job/99999999',
    '/job/not-a-number',
    '/tech-blog/no-such-post',
    '/press/releases/99999999',
    '/press/news/99999999',
    '/team/99999999',
  ]) {
    test(`${path} says "${NOT_FOUND}" with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page.getByText('Could not find what you are looking for')).toHaveCount(0);
    });
  }

  test('a press release never skips a heading level', async ({ page }) => {
    await page.goto('/press/releases');
    await page.locator('main a[href^="/press/releases/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) =>
      expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1),
    );
  });
});

test.describe('offline', () => {
  test.use({ viewport: DESKTOP });

  test('the offline bar sits above the page and covers none of it', async ({ context, page }) => {
    await openSettled(page, '/job');
    await context.setOffline(true);

    const bar = page.locator('.offline-notice__bar');
    await expect(bar).toBeVisible();
    const [barBox, headerBox] = await Promise.all([
      bar.boundingBox(),
      page.locator('.site-header').boundingBox(),
    ]);
    expect(barBox?.y).toBe(0);
    expect(headerBox?.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
    await context.setOffline(false);
    await expect(bar).toHaveCount(0);
  });

  test('filtering offline keeps the last results and says so; Try again applies it once back', async ({
    context,
    page,
  }) => {
    await openSettled(page, '/job');
    const count = await page.locator('.job-list__count').textContent();
    await context.setOffline(true);
    await expect(page.locator('.offline-notice__bar')).toBeVisible();

    await page.getByRole('checkbox', { name: /^Engineering\b/ }).click();

    await expect(page.getByText('You are offline; showing the last results.')).toBeVisible();
    await expect(page.locator('.job-card--skeleton')).toHaveCount(0);
    await expect(jobCards(page)).toHaveCount(8);
    await expect(page.locator('.job-list__count')).toHaveText(count ?? '');
    await expect(page.getByRole('checkbox', { name: /^Engineering\b/ })).not.toBeChecked();
    expect(new URL(page.url()).search).toBe('');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('department')).toBe('Engineering');
    await expect(page.getByText('You are offline; showing the last results.')).toHaveCount(0);
    await expect(page.locator('.job-list__count')).toContainText('matching jobs');
  });

  test('a comment posted offline says it waits for the connection and is sent when it is back', async ({
    context,
    page,
  }) => {
    await openSettled(page, POST_WITH_CODE);
    const body = `Written on a train without signal (${Date.now()})`;
    await page.getByLabel('Name', { exact: true }).fill('Noor Visser');
    const comment = page.getByRole('textbox', { name: 'Comment', exact: true });
    await comment.fill(body);
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Post comment' }).click();

    await expect(
      page.getByText('You are offline. This will be sent as soon as the connection is back'),
    ).toBeVisible();
    await expect(comment).toHaveValue(body);

    await context.setOffline(false);
    await expect(page.getByText('Thank you! Your comment awaits moderation.')).toBeVisible();
  });
});

test.describe('code in a blog post on a phone', () => {
  test.use({ viewport: PHONE });

  test('a long line scrolls sideways, never wraps, and the block scrolls from the keyboard', async ({
    page,
  }) => {
    await page.goto(POST_WITH_CODE);
    await waitForHydration(page);
    const block = page.locator('.article-body pre[tabindex="0"]').first();
    await expect(block).toHaveAttribute('aria-label', 'Code example, scrolls sideways');
    await expect(block).toHaveCSS('white-space', 'pre');
    const widths = await block.evaluate((pre) => ({
      scroll: pre.scrollWidth,
      client: pre.clientWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);

    await block.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => block.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0);
  });
});
