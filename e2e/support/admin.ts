import type { Page } from '@playwright/test';

import { expect } from './test';

/** The first admin of the e2e server (playwright.config.ts webServer.env). */
export const E2E_ADMIN = { email: 'admin@somnia.example', password: 'e2e-admin-password' };

/**
 * From /login (already open): "Sign in", then the embedded provider's own form, then back.
 * Resolves once the browser is back in the app, wherever the sign-in sends it.
 */
export async function signInThroughProvider(page: Page, credentials = E2E_ADMIN): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('E-mail address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/interaction\/|\/oidc\/|\/login/);
}
