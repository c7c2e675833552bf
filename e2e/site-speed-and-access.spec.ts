import type { Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 36: real visitors' speed, from a page view to the admin's chart (decision 067; the
 * browser tests measure every page view), and the accessibility statement.
 */

const TEAM_MEMBER = /\/team\/:id/;

/** The page views the site speed screen counts for a team member's page (0 when none yet). */
async function teamMemberPageViews(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1, name: 'Site speed' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the speed measurements' })).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 2, name: TEAM_MEMBER });
  if ((await heading.count()) === 0) return 0;
  return Number(/(\d+) page views?/.exec((await heading.textContent()) ?? '')?.[1] ?? 0);
}

test('a page view sends its vitals as it is left, and the admin draws them for its route', async ({
  page,
}) => {
  await page.goto('/admin/vitals');
  await waitForHydration(page);
  await signInThroughProvider(page);
  const before = await teamMemberPageViews(page);

  await page.goto('/team/1');
  await waitForHydration(page);
  // The measurement starts once the first load is over: here at the visitor's first key press,
  // which fetches the tracking chunk, then the reporter and the library; once they are in, the
  // next idle moment finds the reporter listening.
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/web-vitals(-reporter)?-[\w-]+\.js$/.test(entry.name)).length === 2,
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Leaving the page hides it: its beacon goes then (Playwright does not see a leaving page's
  // requests; the screen shows what arrived).
  await page.goto('/admin/vitals');
  await expect
    .poll(
      async () => {
        const views = await teamMemberPageViews(page);
        if (views <= before) await page.reload();
        return views;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(before);

  const route = page.getByRole('region', { name: TEAM_MEMBER });
  const lcp = route.locator('figure[data-metric="LCP"]');
  // Today's bar (other tests' page views may have drawn earlier days').
  const todaysBar = lcp.locator('rect.vital-chart__bar').last();
  await expect(todaysBar).toBeVisible();
  await expect(lcp.getByText(/^p75 \d/)).toBeVisible();
  // Screen readers get the day's number from the table the drawing stands for.
  const table = route.getByRole('table', {
    name: /^Largest Contentful Paint \(LCP\) on \/team\/:id/,
  });
  await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText(
    /^\d+(\.\d+)? m?s$/,
  );

  await page.getByRole('link', { name: 'Last 28 days' }).click();
  await expect(page.getByRole('link', { name: 'Last 28 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(todaysBar).toBeVisible();
});

test('the accessibility statement is linked from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();

  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^accessibility@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});
