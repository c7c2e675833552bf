/**
 * Issue 35: admins manage their own accounts. An admin is invited, sets a password from the
 * outbox's link and signs in with only the sections given; a forgotten password is reset through
 * "forgot password" and the outbox's link.
 */
import type { Browser, Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

const PASSWORD = 'a garden of quiet lanterns';
const NEW_PASSWORD = 'seven orange kites at dawn';

/** The link of the newest message to `to` whose subject matches, read in the admin's outbox. */
async function linkInOutbox(page: Page, to: string, subject: RegExp, linkName: string) {
  await page.goto('/admin/outbox');
  await waitForHydration(page);
  await page
    .getByRole('row')
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .first()
    .getByRole('button', { name: /^Show the message/ })
    .click();
  const href = await page
    .frameLocator('iframe.admin-mail__frame')
    .getByRole('link', { name: linkName })
    .getAttribute('href');
  expect(href).toMatch(/\/interaction\/password\?token=[\w-]{43}$/);
  return href ?? '';
}

/** A browser of its own: nothing of the admin's sign-in in it. */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Sets a password on the page an invitation or reset link opens. */
async function setPassword(page: Page, href: string, heading: string, password: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password is saved' }),
  ).toBeVisible();
}

test('an invited admin sets a password from the outbox link and signs in with only the sections given; a forgotten password is reset', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `new.admin.${Date.now()}@somnia.example`;

  // The first admin invites a team editor.
  await page.goto('/admin/accounts');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('checkbox', { name: /^Team members/ }).check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');
  expect(await seriousViolations(page)).toEqual([]);

  // The invitee opens the link of the e-mail and chooses a password.
  const invitation = await linkInOutbox(page, email, /invited/, 'Set my password');
  const invitee = await freshPage(browser);
  await setPassword(invitee, invitation, 'Choose your password', PASSWORD);
  expect(await seriousViolations(invitee)).toEqual([]);

  // The link works once.
  await invitee.goto(invitation);
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();

  // Signed in, they use their section; a section outside their scopes is refused.
  await invitee.goto('/admin/team');
  await waitForHydration(invitee);
  await signInThroughProvider(invitee, { email, password: PASSWORD });
  await expect(invitee).toHaveURL(/\/admin\/team$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await invitee.goto('/admin/jobs');
  await expect(invitee).toHaveURL(/\/login\?reason=forbidden/);
  await expect(invitee.getByText(/permission to access this page/)).toBeVisible();

  // They forget their password: "forgot password" on the sign-in form sends a reset link.
  const forgetful = await freshPage(browser);
  await forgetful.goto('/login');
  await waitForHydration(forgetful);
  await forgetful.getByRole('button', { name: 'Sign in' }).click();
  await forgetful.getByRole('link', { name: 'Forgot your password?' }).click();
  await forgetful.getByLabel('E-mail address').fill(email);
  await forgetful.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    forgetful.getByRole('heading', { level: 1, name: 'Check your inbox' }),
  ).toBeVisible();

  const reset = await linkInOutbox(page, email, /Reset your/, 'Choose a new password');
  await setPassword(forgetful, reset, 'Choose a new password', NEW_PASSWORD);

  // The new password signs in.
  await forgetful.getByRole('link', { name: 'Sign in' }).click();
  await waitForHydration(forgetful);
  await signInThroughProvider(forgetful, { email, password: NEW_PASSWORD });
  await forgetful.goto('/admin/account');
  await expect(forgetful.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(forgetful.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(forgetful.getByText('This browser')).toBeVisible();
});
