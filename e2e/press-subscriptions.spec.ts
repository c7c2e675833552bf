/**
 * The press room's subscriptions and press kit (decision 064) against an app of its own, in this
 * process: the test writes an embargoed release through the admin API, ends its embargo in the
 * database (as if the day had passed), reads the mail the outbox holds (no SMTP server: it waits
 * there) and runs the embargo's and the announcement's tasks through the admin's "run now".
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';
import yauzl from 'yauzl';

import { formatBytes } from '../src/lib/bytes';
import { seriousViolations } from './support/axe';
import { startInProcessApp, type InProcessApp } from './support/in-process-app';
import { expect, test, waitForHydration } from './support/test';

const ANNOUNCE_TASK = 'press.announce-releases';
const EMBARGO_TASK = 'press.publish-embargoed';

let app: InProcessApp;

test.beforeAll(async () => {
  // Every form here posts from one client: the per-client limit is rate-limits.test.ts's.
  app = await startInProcessApp('press', { RATE_LIMIT_PRESS_SIGNUP: '100/10m' });
});

test.afterAll(() => app.close());

const outboxTo = (email: string) =>
  app.services.database.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'html', 'unsubscribe_url'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

/** A link of the message's text part, by the path it leads to. */
const linkIn = (text: string | undefined, pathPattern: string) =>
  new RegExp(`https?://\\S+${pathPattern}\\?token=[\\w-]{43}`).exec(text ?? '')?.[0];

/** The names of a zip's entries, read from its central directory. */
async function zipEntryNames(file: string): Promise<string[]> {
  const archive = await yauzl.fromBufferPromise(await readFile(file), { lazyEntries: true });
  const names: string[] = [];
  for await (const entry of archive.eachEntry()) names.push(entry.fileName);
  return names;
}

/** "Run now" of a task through the admin API, and waits for that run to end. */
async function runNow(request: APIRequestContext, task: string) {
  const runs = async () =>
    (
      await app.services.database.db
        .selectFrom('task_run')
        .select('id')
        .where('task', '=', task)
        .where('status', '=', 'succeeded')
        .execute()
    ).length;
  const before = await runs();
  const asked = await request.post(`${app.origin}/api/admin/tasks/${task}/run`, {
    headers: { Authorization: app.adminBearer },
  });
  expect(asked.status()).toBe(202);
  await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThan(before);
}

test('subscribe on /press → confirm from the e-mail → an embargoed release is mailed once when its embargo ends → its unsubscribe link works', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `press.flow.${Date.now()}@example.com`;

  await page.goto(`${app.origin}/press`);
  await waitForHydration(page);
  const contact = page.getByRole('region', { name: 'Press contact' });
  await expect(contact.getByText('Marieke de Vries')).toBeVisible();
  const form = page.getByRole('region', { name: 'Get our press releases by e-mail' });
  expect(await seriousViolations(page, (axe) => axe.include('.press-subscribe'))).toEqual([]);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Name/ }).fill('Ana Lopes');
  await form.getByRole('textbox', { name: /^Publication or outlet/ }).fill('De Krant');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused();

  // The confirmation waits in the outbox; nothing else is sent before it is used.
  await expect.poll(async () => (await outboxTo(email)).length).toBe(1);
  const [confirmation] = await outboxTo(email);
  expect(confirmation?.subject).toBe('Confirm your subscription to the Somnia press releases');
  const confirmLink = linkIn(confirmation?.text_body, '/press/subscription/confirm');
  expect(confirmLink).toBeDefined();

  // Opening the link changes nothing (mail scanners open links); the button confirms, once.
  await page.goto(confirmLink ?? '');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(/\/press\/subscription\/confirm\?outcome=confirmed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are subscribed to our press releases' }),
  ).toBeVisible();

  // The press office writes a release under embargo until tomorrow: nobody is mailed it.
  const title = `Somnia opens a second factory ${Date.now()}`;
  const written = await page.request.post(`${app.origin}/api/admin/press/releases`, {
    headers: { Authorization: app.adminBearer },
    data: {
      title,
      summary: 'A new factory in Tilburg doubles what Somnia makes.',
      body: 'The whole story.',
      location: 'Tilburg',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(written.status()).toBe(201);
  const release = ((await written.json()) as { data: { id: number } }).data;
  const announcements = async () =>
    (await outboxTo(email)).filter((mail) => mail.subject.endsWith(title));
  await runNow(page.request, ANNOUNCE_TASK);
  expect(await announcements()).toHaveLength(0);
  expect((await page.request.get(`${app.origin}/press/releases/${release.id}`)).status()).toBe(404);

  // As if the day had passed: the embargo's task publishes it, and the announcement, run twice,
  // mails it once.
  await app.services.database.db
    .updateTable('press_release')
    .set({ publish_at: new Date(Date.now() - 1_000), published_at: new Date(Date.now() - 1_000) })
    .where('id', '=', release.id)
    .execute();
  await runNow(page.request, EMBARGO_TASK);
  expect((await page.request.get(`${app.origin}/press/releases/${release.id}`)).status()).toBe(200);
  await runNow(page.request, ANNOUNCE_TASK);
  await runNow(page.request, ANNOUNCE_TASK);
  expect(await announcements()).toHaveLength(1);
  const [announcement] = await announcements();
  expect(announcement?.subject).toBe(`Somnia press release: ${title}`);
  expect(announcement?.html).toContain(`href="${app.origin}/press/releases/${release.id}"`);
  // RFC 8058: the address mail clients post to is the one the body links to.
  const unsubscribeLink = linkIn(announcement?.text_body, '/press/unsubscribe');
  expect(announcement?.unsubscribe_url).toBe(unsubscribeLink);

  // The release's page ends with the media contact.
  await page.goto(`${app.origin}/press/releases/${release.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Press contact' }).getByRole('link', { name: /^press@/ }),
  ).toBeVisible();

  // The visible unsubscribe link asks first, then unsubscribes and says so.
  await page.goto(unsubscribeLink ?? '');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop the press release e-mails?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/press\/unsubscribe\?outcome=unsubscribed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const stored = await app.services.database.db
    .selectFrom('press_subscriber')
    .select('id')
    .where('email', '=', email)
    .execute();
  expect(stored).toEqual([]);
});

test('the press kit: every asset ticked, the size told and updated, one zip of the chosen files downloaded', async ({
  page,
}) => {
  const assets = await app.services.database.db
    .selectFrom('brand_asset')
    .select(['id', 'title', 'file_path', 'size_bytes'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const [left, alsoLeft] = [assets[1], assets[4]];
  const chosen = assets.filter((asset) => asset !== left && asset !== alsoLeft);
  const sizeOf = (list: typeof assets) =>
    formatBytes(list.reduce((sum, asset) => sum + asset.size_bytes, 0));

  await page.goto(`${app.origin}/press/brand-assets`);
  await waitForHydration(page);
  const kit = page.getByRole('form', { name: 'Press kit' });
  await expect(
    kit.getByText(
      `${assets.length} files of ${assets.length} chosen, ${sizeOf(assets)} in one ZIP.`,
    ),
  ).toBeVisible();
  for (const asset of assets)
    await expect(
      kit.getByRole('checkbox', { name: `In the press kit: ${asset.title}` }),
    ).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  for (const asset of [left, alsoLeft])
    await kit.getByRole('checkbox', { name: `In the press kit: ${asset?.title}` }).uncheck();
  await expect(
    kit.getByText(
      `${chosen.length} files of ${assets.length} chosen, ${sizeOf(chosen)} in one ZIP.`,
    ),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await kit.getByRole('button', { name: 'Download the press kit' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('somnia-press-kit.zip');
  expect(await zipEntryNames(await download.path())).toEqual(
    chosen.map((asset) => path.basename(asset.file_path)),
  );

  // None chosen: nothing to download.
  await kit.getByRole('button', { name: 'Choose none' }).click();
  await expect(kit.getByText('No files chosen: tick the assets you want.')).toBeVisible();
  await expect(kit.getByRole('button', { name: 'Download the press kit' })).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Press contact' }).getByText('Marieke de Vries'),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the subscription form posts and lands on the page that says a link is on its way', async ({
    page,
  }) => {
    const email = `press.nojs.${Date.now()}@example.com`;
    await page.goto(`${app.origin}/press`);
    const form = page.getByRole('region', { name: 'Get our press releases by e-mail' });
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/press\/subscription\/confirm\?outcome=sent$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your subscription by e-mail' }),
    ).toBeVisible();
    expect(await outboxTo(email)).toHaveLength(1);
  });

  test('the press kit form downloads the ticked files as one zip', async ({ page }) => {
    const [first, second] = await app.services.database.db
      .selectFrom('brand_asset')
      .select(['title', 'file_path'])
      .orderBy('sort_order')
      .orderBy('id')
      .limit(2)
      .execute();
    await page.goto(`${app.origin}/press/brand-assets`);
    const kit = page.getByRole('form', { name: 'Press kit' });
    const boxes = kit.getByRole('checkbox');
    for (let index = 2; index < (await boxes.count()); index += 1) await boxes.nth(index).uncheck();

    const downloading = page.waitForEvent('download');
    await kit.getByRole('button', { name: 'Download the press kit' }).click();
    const download = await downloading;

    expect(await zipEntryNames(await download.path())).toEqual(
      [first, second].map((asset) => path.basename(asset?.file_path ?? '')),
    );
  });
});
