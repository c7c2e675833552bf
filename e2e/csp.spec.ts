import type { Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { recordViolations, violationsOf } from './support/csp';
import { PUBLIC_SCREENS } from './support/screens';
import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 12: the production build under its enforced CSP (no 'unsafe-inline' anywhere, SECURITY.md)
 * reports no violation. Every `securitypolicyviolation` event of the document is recorded from
 * its first byte (an init script runs before the page's own); the CSP errors Chromium logs to the
 * console fail the test through the shared `pageProblems` fixture.
 */

/** Opens a screen, lets it hydrate and settle, and returns what the CSP refused on it. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return violationsOf(page);
}

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

for (const path of PUBLIC_SCREENS) {
  test(`${path} reports no CSP violation`, async ({ page }) => {
    expect(await violationsOn(page, path)).toEqual([]);
  });
}

test('the quiz slider and progress, moved by the visitor, report none', async ({ page }) => {
  await page.goto('/students');
  await waitForHydration(page);
  const slider = page.getByRole('slider').first();
  await slider.focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('sign-in, the provider’s own pages and the admin area report none', async ({ page }) => {
  expect(await violationsOn(page, '/login')).toEqual([]);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  // The provider's sign-in page is styled by its nonce-carrying <style>.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('border-radius', '999px');
  expect(await violationsOf(page)).toEqual([]);

  await page.goto('/login');
  await waitForHydration(page);
  await signInThroughProvider(page);
  for (const path of ['/admin', '/admin/blog-comment', '/admin/log-activity'])
    expect(await violationsOn(page, path), path).toEqual([]);
});
