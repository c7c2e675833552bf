import type { Page } from '@playwright/test';

import { E2E_ADMIN, signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

const storedAuthKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('oidc.')));

test('a visitor on an admin page signs in through the embedded provider and returns to that page', async ({
  page,
}) => {
  await page.goto('/admin/log-activity?page=1');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Flog-activity%3Fpage%3D1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await signInThroughProvider(page);

  await expect(page).toHaveURL(/\/admin\/log-activity\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  expect(await storedAuthKeys(page)).toEqual(
    expect.arrayContaining([
      'oidc.access_token',
      'oidc.access_token_expires_at',
      'oidc.refresh_token',
      'oidc.refresh_token_expires_at',
    ]),
  );

  // A signed-in admin who opens /login goes on to /admin (SPEC §6).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('an open-redirect attempt in ?redirect= lands on /admin, not off-site', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a return to /login whose state does not match is refused without a token request', async ({
  page,
}) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oidc/token')) tokenRequests.push(request.url());
  });
  await page.goto('/login?code=forged-code&state=notmystate');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText(
    'does not belong to the sign-in started in this browser',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(tokenRequests).toEqual([]);
  expect(await storedAuthKeys(page)).toEqual([]);
});

test('a wrong password is refused with a clear message on the provider sign-in page', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/e-mail address or the password is not correct/);
  await expect(page.getByLabel('E-mail address')).toHaveValue(E2E_ADMIN.email);
});

test('sign-out clears the stored tokens, ends the provider session and lands on the home page', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  expect(await storedAuthKeys(page)).toEqual([]);

  // The provider session is over too: signing in asks for the password again.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
