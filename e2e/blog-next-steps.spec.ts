import type { Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

/** Issue 32: a blog post leads on, shows its code highlighted, and a reader sees their own comment. */

// Lucas Brandt's, between design-system-tokens and on-call-without-losing-sleep; Engineering.
const POST = '/tech-blog/postgres-full-text-search-for-jobs';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function expectNoSeriousAxeViolations(page: Page, scope: string) {
  const violations = await seriousViolations(page, (builder) => builder.include(scope));
  expect(violations).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`a blog post at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('ends with previous and next, related posts, the author’s others and the team’s jobs', async ({
      page,
    }) => {
      await page.goto(POST);
      await waitForHydration(page);
      const next = page.getByRole('region', { name: 'Keep reading' });

      const pager = next.getByRole('navigation', { name: 'Previous and next articles' });
      await expect(pager.getByRole('link', { name: /Previous article/ })).toHaveAttribute(
        'href',
        '/tech-blog/design-system-tokens',
      );
      await expect(pager.getByRole('link', { name: /Next article/ })).toHaveAttribute(
        'href',
        '/tech-blog/on-call-without-losing-sleep',
      );
      await expect(
        next.locator('.post-next__group', { hasText: 'More by Lucas Brandt' }).getByRole('link'),
      ).toHaveText(['Shorter walks: rethinking pick routes in the Tilburg warehouse']);
      const jobs = next.locator('.post-next__group', { hasText: 'open jobs in Engineering' });
      expect(await jobs.locator('a[href^="/job/"]').count()).toBeGreaterThan(0);
      await expect(
        jobs.getByRole('link', { name: 'All open jobs in Engineering' }),
      ).toHaveAttribute('href', '/job?department=Engineering');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, '.post-next');

      await pager.getByRole('link', { name: /Next article/ }).click();
      await expect(page).toHaveURL(/\/tech-blog\/on-call-without-losing-sleep$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'On call at a sleep company, without losing sleep',
      );
    });

    test('a related post shares a tag, and a tag opens the list of its posts', async ({ page }) => {
      await page.goto('/tech-blog/streaming-ssr-for-the-storefront');
      await waitForHydration(page);
      const related = page.locator('.post-next__group', { hasText: 'Related articles' });
      await expect(related.getByRole('link')).toHaveCount(2);

      await page.getByRole('link', { name: 'Articles tagged frontend' }).click();

      await expect(page).toHaveURL(/\/tech-blog\?tag=frontend$/);
      // The tag is quoted by <q>, whose marks are the stylesheet's.
      await expect(page.getByRole('heading', { name: /Articles tagged/ })).toHaveText(
        'Articles tagged frontend (3)',
      );
      await expect(page.locator('.post-card')).toHaveCount(3);
      await page.getByRole('link', { name: 'All articles' }).click();
      await expect(page).toHaveURL(/\/tech-blog$/);
      await expect(page.getByRole('heading', { name: /Articles tagged/ })).toHaveCount(0);
    });

    test('code is highlighted, names its language and copies', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(POST);
      await waitForHydration(page);
      const block = page.locator('.code-block').first();

      await expect(block.locator('.code-block__language')).toHaveText('SQL');
      await expect(block.locator('.hljs-keyword').first()).toBeVisible();
      await block.getByRole('button', { name: 'Copy the SQL code' }).click();

      await expect(block.getByRole('status')).toHaveText('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^ALTER TABLE job\n/);
      expect(copied).toMatch(/CREATE INDEX job_search_idx ON job USING gin \(search\);$/);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, '.article-body');
    });
  });
}

test.describe('highlighted code', () => {
  test('is readable without JavaScript, with its language and no copy button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(POST);

    const block = page.locator('.code-block').first();
    await expect(block.locator('.code-block__language')).toHaveText('SQL');
    await expect(block.locator('code')).toContainText('GENERATED ALWAYS AS');
    await expect(block.getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('keeps its contrast in the light theme too', async ({ page }) => {
    // The tech blog is forced dark; the same stylesheet colours code on light pages.
    await page.goto(POST);
    await waitForHydration(page);
    await page.evaluate(() => {
      document.documentElement.removeAttribute('data-forced-theme');
      document.documentElement.setAttribute('data-theme', 'light');
    });

    const violations = await seriousViolations(page, (builder) =>
      builder.include('.code-block').withRules(['color-contrast']),
    );
    expect(violations).toEqual([]);
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`the reader's own comment at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows as waiting for review, stays after a reload, and no other reader sees it', async ({
      page,
      browser,
    }) => {
      await page.goto(POST);
      await waitForHydration(page);
      const body = `Does the ranking weigh recent jobs higher? (${viewport.name} ${Date.now()})`;

      await page.getByLabel('Name', { exact: true }).fill('Ines Moreau');
      await page.getByRole('textbox', { name: 'Comment', exact: true }).fill(body);
      await page.getByRole('button', { name: 'Post comment' }).click();

      await expect(page.getByText(/We review comments usually within a working day/)).toBeVisible();
      const mine = page.getByRole('article', { name: 'Your comment, waiting for review' });
      await expect(mine).toContainText(body);
      await expect(mine).toContainText('Waiting for review');
      await expect(page.locator('.comments__pending-note')).toHaveText(
        'Only you can see this comment until we have reviewed it, usually within a working day.',
      );
      await expectNoSeriousAxeViolations(page, '#comments');

      await page.reload();
      await waitForHydration(page);
      await expect(
        page.getByRole('article', { name: 'Your comment, waiting for review' }),
      ).toContainText(body);

      const otherReader = await browser.newContext();
      const other = await otherReader.newPage();
      await other.goto(POST);
      await waitForHydration(other);
      await expect(other.locator('#comments')).toBeVisible();
      await expect(other.getByText(body)).toHaveCount(0);
      await otherReader.close();
    });
  });
}
