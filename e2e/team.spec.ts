import type { Dialog, Locator } from '@playwright/test';
import sharp from 'sharp';

import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

/** A photo-sized PNG made here: the server checks its content and resizes it. */
function portraitPng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3b6e8f' } })
    .png()
    .toBuffer();
}

const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

test('an admin adds a team member with a portrait; they appear on /team and their page with the resized image', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(60_000);
  const name = `Ana Ruiz ${Date.now()}`;
  await page.goto('/admin/team/new');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/team\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a team member' })).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Team', { exact: true }).fill('Data');
  await page.getByLabel('Bio').fill('Ana builds the **pipelines** behind the forecasts.');
  await page.getByLabel('Portrait').setInputFiles({
    name: 'ana.png',
    mimeType: 'image/png',
    buffer: await portraitPng(),
  });
  // The role is missing: the server names it, focus goes there, the rest stays as typed.
  await page.getByRole('button', { name: 'Add to the team' }).click();
  const role = page.getByLabel('Role');
  await expect(role).toBeFocused();
  await expect(role).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must not be empty')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  // The refused save is the API answering as it should, not a broken page.
  const refused = pageProblems.findIndex((problem) => problem.includes('status of 400'));
  expect(refused).toBeGreaterThanOrEqual(0);
  pageProblems.splice(refused, 1);

  await role.fill('Data Engineer');
  await page.getByRole('button', { name: 'Add to the team' }).click();
  await expect(page).toHaveURL(/\/admin\/team\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: `${name} was added` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();

  await page.goto('/team');
  const card = page.getByRole('link', { name });
  await expect(card).toBeVisible();
  const cardImage = page.locator('article', { has: card }).locator('img');
  await cardImage.scrollIntoViewIfNeeded(); // it loads lazily
  await expect(cardImage).toHaveAttribute('src', /^\/media\/team\/\d+\/[0-9a-f]{16}\/400\.webp$/);
  await expect.poll(() => naturalWidth(cardImage)).toBe(400);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const pageImage = page.getByRole('img', { name: `Portrait of ${name}` });
  await expect(pageImage).toHaveAttribute('src', /\/800\.webp$/);
  await expect.poll(() => naturalWidth(pageImage)).toBe(800);
});

test('the second of two tabs saving one member gets the conflict message and keeps its text', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/admin/team');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page.getByRole('link', { name: 'Lucas Brandt' }).click();
  await expect(page).toHaveURL(/\/admin\/team\/\d+$/);
  const memberUrl = page.url();
  await expect(page.getByLabel('Role')).not.toHaveValue('');

  const second = await context.newPage();
  await second.goto(memberUrl);
  await waitForHydration(second);
  await expect(second.getByLabel('Role')).not.toHaveValue('');

  await page.getByLabel('Role').fill('Staff Engineer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await second.getByLabel('Quote').fill('Text typed in the second tab.');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(conflict).toContainText('changed this team member meanwhile: role');
  await expect(conflict).toContainText('Staff Engineer');
  await expect(second.getByLabel('Quote')).toHaveValue('Text typed in the second tab.');

  // Saving again, knowingly, replaces their version with this one.
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Quote')).toHaveValue('Text typed in the second tab.');
});

test('leaving the form with unsaved changes asks first', async ({ page }) => {
  await page.goto('/admin/team/new');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/team\/new$/);
  await page.getByLabel('Name').fill('Half typed');

  // Each click asks once: Stay keeps the form as typed, Leave goes.
  const questions: string[] = [];
  let answer: 'stay' | 'leave' = 'stay';
  page.on('dialog', (dialog: Dialog) => {
    questions.push(dialog.message());
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('link', { name: 'Back to the team' }).click();
  await expect
    .poll(() => questions)
    .toEqual(['Leave this page? Your changes to this team member are not saved.']);
  await expect(page.getByLabel('Name')).toHaveValue('Half typed');
  await expect(page).toHaveURL(/\/admin\/team\/new$/);

  answer = 'leave';
  await page.getByRole('link', { name: 'Back to the team' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  expect(questions).toHaveLength(2);
});
