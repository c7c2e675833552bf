import { seriousViolations } from './support/axe';
import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

test('a talent signup is confirmed from the link of its e-mail, read in the outbox, and then listed in the admin', async ({
  page,
}) => {
  const email = `ines.confirm.${Date.now()}@example.com`;
  await page.goto('/talent-community');
  await waitForHydration(page);
  await page.getByLabel('Name', { exact: true }).fill('Ines Duarte');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel('Country').selectOption('Portugal');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Join the community' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to confirm your signup is on its way' }),
  ).toBeVisible();

  // No SMTP server is configured: the message waits in the outbox, where an admin reads it.
  await page.goto('/admin/outbox');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Show the message/ })
    .click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: /^Confirm your signup to the .* talent community$/,
    }),
  ).toBeFocused();
  const link = page
    .frameLocator('iframe.admin-mail__frame')
    .getByRole('link', { name: 'Confirm my signup' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/talent-community\/confirm\?token=[\w-]{43}$/);

  // Not listed before it is confirmed.
  await page.goto(`/admin/talent-community?search=${encodeURIComponent(email)}`);
  await expect(page.getByText('Nobody matches these filters.')).toBeVisible();

  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await page.goto(href ?? '');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your signup' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my signup' }).click();
  await expect(page).toHaveURL(/\/talent-community\/confirm\?outcome=confirmed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are in the talent community' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the talent community' })).toHaveAttribute(
    'href',
    '/talent-community',
  );

  // The link works once.
  await page.goto(href ?? '');
  await page.getByRole('button', { name: 'Confirm my signup' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your signup is already confirmed' }),
  ).toBeVisible();

  await page.goto(`/admin/talent-community?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
});
