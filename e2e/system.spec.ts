import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

test('an admin sees the background tasks run, asks for one now, and sees its new run', async ({
  page,
}) => {
  await page.goto('/admin/tasks');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Background tasks' })).toBeVisible();

  // The server's runner ran every task once at start.
  const prune = page.getByTestId('task-maintenance.prune');
  await expect(prune.getByText('Succeeded')).toHaveCount(1);
  await expect(
    page.getByTestId('task-jobs.close-expired').getByText('Succeeded').first(),
  ).toBeVisible();

  await prune.getByRole('button', { name: 'Run maintenance.prune now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'maintenance.prune is due now' }),
  ).toBeVisible();
  // The list follows the runs: the new one appears within a tick or two.
  await expect(prune.getByText('Succeeded')).toHaveCount(2, { timeout: 20_000 });

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  // Other tests' signups may have written mail to this server's outbox: a list or its empty state.
  await expect(
    page.getByRole('table').or(page.getByText('No messages match these filters.')),
  ).toBeVisible();
});
