import type { Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

// The admin's clock: the form shows and reads its times here, the server stores UTC.
test.use({ timezoneId: 'Europe/Amsterdam' });

/** "2026-11-27T10:15" a minute or so ahead on the browser's clock (the admin's zone). */
function aMinuteAhead(page: Page): Promise<string> {
  return page.evaluate(() => {
    // 75 s ahead, cut to the minute: between 15 and 75 s from now.
    const at = new Date(Date.now() + 75_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(
      at.getHours(),
    )}:${pad(at.getMinutes())}`;
  });
}

test('an admin writes a blog post, previews it, schedules it, edits it with its comments kept and renames it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Our new office ${stamp}`;
  const slug = `our-new-office-${stamp}`;

  await page.goto('/admin/posts/new');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  // Written: the address follows the title until it is saved.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Summary', { exact: true }).fill('We moved somewhere brighter.');
  await page.getByLabel('Author', { exact: true }).fill('Ada Admin');
  await page.getByLabel(/^Tags/).fill('office, people');
  await page
    .getByLabel('Text', { exact: true })
    .fill('## Why we moved\n\nThe **light** is better here.');

  // The text as the post page renders it: the server's rendering in the article's styles.
  await page.getByRole('button', { name: 'Preview the text' }).click();
  const textPreview = page.getByRole('region', { name: 'The text as the post page shows it' });
  await expect(textPreview.getByRole('heading', { name: 'Why we moved' })).toBeVisible();
  await expect(textPreview.locator('strong')).toHaveText('light');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'saved as a draft' })).toBeVisible();
  const editorUrl = page.url();
  const publicPath = `/tech-blog/${slug}`;
  expect((await page.request.get(publicPath)).status()).toBe(404);

  // The saved version as its page will look, under a banner, in the noindex admin.
  await page.getByRole('link', { name: 'Preview the saved version' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/preview$/);
  await expect(page.getByText('Preview – not published.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page).toHaveURL(editorUrl);

  // Scheduled: not public before its time, then published by the platform's task.
  const at = await aMinuteAhead(page);
  await page.getByLabel('Publish at').fill(at);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled:' })).toBeVisible();
  expect((await page.request.get(publicPath)).status()).toBe(404);
  await expect
    .poll(async () => (await page.request.get(`/api/page${publicPath}`)).status(), {
      timeout: 180_000,
      intervals: [1_000],
    })
    .toBe(200);
  expect(await (await page.request.get('/feeds/tech-blog.xml')).text()).toContain(publicPath);

  // A reader's comment, approved by the moderator.
  const comment = `Congratulations on the move (${stamp})`;
  const posted = await page.request.post(`/api/blog/${slug}/comments`, {
    data: { name: 'Reader Rea', body: comment },
  });
  expect(posted.status()).toBe(201);
  await page.goto(`/admin/blog-comment?search=${stamp}`);
  await page.getByRole('button', { name: 'Approve the comment of Reader Rea' }).click();
  await expect(page.getByText('1 comment approved.')).toBeVisible();

  // Edited and published again: the same address, its comment still under it.
  await page.goto(editorUrl);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(`${title}, updated`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved changes are not public yet')).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: `${title}, updated` })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();

  // Renamed: the old address answers 301 with the new one, which keeps the comment.
  await page.goto(editorUrl);
  await page.getByLabel('Address', { exact: true }).fill(`${slug}-moved`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'the old one leads there' }),
  ).toBeVisible();
  const old = await page.request.get(publicPath, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`${publicPath}-moved`);
  await page.goto(publicPath);
  await expect(page).toHaveURL(new RegExp(`${publicPath}-moved$`));
  await expect(page.getByRole('heading', { level: 1, name: `${title}, updated` })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
});

test('leaving the post form with unsaved changes asks first', async ({ page }) => {
  await page.goto('/admin/posts/new');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('A thought not yet saved');

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the posts' }).click();

  await expect.poll(() => asked).toContain('Your changes to this post are not saved');
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('A thought not yet saved');
});
