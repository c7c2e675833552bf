import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

// Issue 36: moderation that says why (decision 065).
const POST_SLUG = 'accessibility-audit';

const commentRow = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Approve the comment of ${name}` }) });

test('a wildcard keyword and the link limit hold comments, the list says why, and the log exports them by rule', async ({
  page,
  request,
}) => {
  const stamp = `r${Date.now().toString(36)}`;
  const word = `zq${stamp}`;
  await page.goto('/admin/blacklist-keywords');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation rules' })).toBeVisible();
  await page.getByLabel('New keyword').fill(`${word}*`);
  await page.getByLabel('What a match does').selectOption('hold');
  await page.getByRole('button', { name: 'Add keyword' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${word}*" added.` })).toContainText(
    'held for review',
  );

  const links = ['https://a.example/1', 'https://b.example/2', 'https://c.example/3'];
  for (const data of [
    { name: 'Wild Card', body: `Try ${word}ville today` },
    { name: 'Link Heavy', body: `${stamp}: see ${links.join(' and ')}` },
  ]) {
    const posted = await request.post(`/api/blog/${POST_SLUG}/comments`, { data });
    expect(await posted.json()).toMatchObject({
      message: 'Thank you! Your comment awaits moderation.',
    });
  }

  await page.goto(`/admin/blog-comment?search=${stamp}&status=pending`);
  await waitForHydration(page);
  const wild = commentRow(page, 'Wild Card');
  await expect(wild).toContainText(`Rule: Keyword entry “${word}*”`);
  await expect(wild.locator('mark')).toHaveText(`${word}ville`);
  const heavy = commentRow(page, 'Link Heavy');
  await expect(heavy).toContainText('Rule: Too many links: 3 links');
  await expect(heavy.locator('mark')).toHaveText(links);
  expect(await seriousViolations(page)).toEqual([]);

  // The log says it in words, filtered by the rule, and exports what it shows.
  await page.goto('/admin/log-activity?rule=keyword&action=comment.created');
  await waitForHydration(page);
  await expect(page.getByLabel('Moderation rule')).toHaveValue('keyword');
  await expect(page.getByRole('row').filter({ hasText: `matched “${word}ville”` })).toContainText(
    `rule: Keyword entry “${word}*”`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('\uFEFFid,when,actor,action,entity,entity id,rule,keyword,matched,details');
  expect(lines.some((line) => line.includes(`,keyword,${word}*,${word}ville,`))).toBe(true);
  expect(lines.slice(1).every((line) => line.includes(',comment.created,'))).toBe(true);
});

test('a first comment waits; once its author confirmed the address and one was approved, the next is published at once', async ({
  page,
}) => {
  const email = `ada.moderated.${Date.now()}@example.com`;
  const name = `Ada ${Date.now().toString(36)}`;
  const postComment = async (body: string, answer: string) => {
    await page.goto(`/tech-blog/${POST_SLUG}`);
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('textbox', { name: 'Comment', exact: true }).fill(body);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible();
  };
  await postComment('My first comment here', 'Thank you! Your comment awaits moderation.');

  // No SMTP server is configured: the confirmation waits in the outbox, where an admin reads it.
  await page.goto('/admin/outbox');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Show the message/ })
    .click();
  const href = await page
    .frameLocator('iframe.admin-mail__frame')
    .getByRole('link', { name: 'Confirm my address' })
    .getAttribute('href');
  expect(href).toMatch(/\/comments\/confirm\?token=[\w-]{43}$/);

  await page.goto(`/admin/blog-comment?search=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  const first = commentRow(page, name);
  await expect(first).toContainText('Rule: Author not known yet');
  await first.getByRole('button', { name: `Approve the comment of ${name}` }).click();
  await expect(first.getByText('Approved', { exact: true })).toBeVisible();

  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await page.goto(href ?? '');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your address is confirmed' }),
  ).toBeVisible();

  await postComment('And a second one', 'Thank you! Your comment is published.');
  await expect(
    page
      .getByRole('article', { name: `Comment by ${name}` })
      .filter({ hasText: 'And a second one' }),
  ).toBeVisible();
});
