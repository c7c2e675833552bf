/**
 * The whole job alert flow against an app of its own, in this process: the shared e2e server has
 * no SMTP server (its mail waits in the outbox), while this flow must see each message arrive
 * over SMTP, and must let a day pass for the digest (by moving the alert's last digest back).
 */
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';
import type { ParsedMail } from 'mailparser';

import type { AdminJob, JobInput } from '../src/api/admin-job-types';
import { createApp } from '../server/app';
import { DIGEST_SETTLE_MS } from '../server/modules/alerts/alert-service';
import { createAuth } from '../server/platform/auth/auth-setup';
import { parseEnv } from '../server/platform/config';
import { createRateLimiters } from '../server/platform/http/rate-limits';
import { createLogger } from '../server/platform/logger';
import { ROOT_DIR } from '../server/platform/root-dir';
import { createServices, type Services } from '../server/services';
import { createProdRenderer } from '../server/ssr/prod-renderer';
import { readSigningKey, signAccessToken } from '../server/test-support/access-token';
import {
  receivedBy,
  startSmtpServer,
  type TestSmtpServer,
} from '../server/test-support/smtp-server';
import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

const DAY_MS = 86_400_000;
const DIGEST_TASK = 'alerts.send-digests';

let smtp: TestSmtpServer;
let services: Services;
let server: Server;
let origin: string;
/** An admin's access token for the job editor's API (`admin:jobs` among its scopes). */
let adminBearer: string;

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const env = parseEnv({
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'somnia-e2e-alerts-')),
    SMTP_URL: smtp.url,
    TASKS_TICK_MS: '200',
    LOG_LEVEL: 'silent',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  });
  const logger = createLogger(env);
  services = await createServices({ env, logger });
  const limiters = createRateLimiters(env, { logger });
  const auth = await createAuth(env, services.database.db, logger, limiters);
  const app = createApp({
    env,
    logger,
    renderer: createProdRenderer(ROOT_DIR),
    pages: services.pages,
    data: services,
    auth,
    limiters,
  });
  server = app.listen(port);
  services.tasks.start();
  const key = await readSigningKey(services.database.db);
  adminBearer = `Bearer ${await signAccessToken(key, { issuer: `${origin}/oidc` })}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await services.close();
  await smtp.close();
});

const mailTo = (email: string) => () => receivedBy(smtp.received, email);
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

/**
 * A job in `department` written and published in the job editor (its API, as the editor's
 * screen calls it), which writes its `opened` event.
 */
async function publishJobIn(request: APIRequestContext, department: string, title: string) {
  const headers = { Authorization: adminBearer };
  const input: JobInput = {
    title,
    department,
    team: null,
    level: null,
    employmentType: 'full_time',
    workplaceType: 'on_site',
    locations: [{ city: 'Lisbon', region: null, countryCode: 'PT' }],
    remoteRegions: [],
    pay: null,
    description: 'Made by the alerts browser test.',
    applyUrl: null,
    closesAt: null,
  };
  const created = await request.post(`${origin}/api/admin/jobs`, { headers, data: input });
  expect(created.status()).toBe(201);
  const draft = ((await created.json()) as { data: AdminJob }).data;
  const published = await request.post(`${origin}/api/admin/jobs/${draft.id}/publish`, {
    headers,
    data: { version: draft.version },
  });
  expect(published.status()).toBe(200);
  const job = ((await published.json()) as { data: AdminJob }).data;
  expect(job.status).toBe('open');
  return job;
}

/**
 * As if the digest's settling minute had passed since `jobId` opened: a digest leaves out the
 * last minute's events (DIGEST_SETTLE_MS), so its event moves back two minutes.
 */
async function settlingMinutePasses(jobId: number) {
  await services.database.db
    .updateTable('job_event')
    .set({ at: new Date(Date.now() - 2 * DIGEST_SETTLE_MS) })
    .where('job_id', '=', jobId)
    .execute();
}

/** As if the alert's last digest had gone out a day ago. */
async function aDayPasses(email: string) {
  await services.database.db
    .updateTable('job_alert')
    .set({ digested_until: new Date(Date.now() - DAY_MS) })
    .where('email', '=', email)
    .execute();
}

/** Sends what waits in the outbox now, rather than at the delivery task's next turn. */
const deliverNow = () => services.tasks.requestRun('mail.deliver');

/** Runs the digest task now and waits for that run to end. */
async function runDigests() {
  const runs = () =>
    services.database.db
      .selectFrom('task_run')
      .select('id')
      .where('task', '=', DIGEST_TASK)
      .where('status', '=', 'succeeded')
      .execute();
  const before = (await runs()).length;
  await services.tasks.requestRun(DIGEST_TASK);
  await expect.poll(async () => (await runs()).length).toBe(before + 1);
}

test('save a search → confirm from the e-mail → a new matching job published in the editor comes in the digest → one-click unsubscribe → nothing more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `alert.flow.${Date.now()}@example.com`;
  const { department } = await services.database.db
    .selectFrom('job')
    .select('department')
    .where('status', '=', 'open')
    .orderBy('id')
    .executeTakeFirstOrThrow();

  await page.goto(`${origin}/job?department=${encodeURIComponent(department)}`);
  await waitForHydration(page);
  const alertForm = page.getByRole('region', { name: 'E-mail me new jobs like these' });
  await expect(alertForm.getByText(`Department: ${department}`)).toBeVisible();
  expect(await seriousViolations(page, (axe) => axe.include('.job-alert'))).toEqual([]);
  await alertForm.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await alertForm.getByLabel('How often').selectOption('daily');
  await alertForm.getByRole('button', { name: 'Create alert' }).click();
  await expect(alertForm.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused();
  await deliverNow();

  // The confirmation arrives over SMTP; nothing else is sent before it is clicked.
  await expect.poll(() => mailTo(email)().length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = mailTo(email)();
  expect(confirmation?.subject).toMatch(/^Confirm your .* job alert$/);
  const confirmLink = /https?:\/\/\S+\/alerts\/confirm\?token=[\w-]{43}/.exec(
    confirmation?.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();

  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await page.goto(confirmLink ?? '');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your job alert' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/confirm\?outcome=confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();

  // A day later, a job of the search has been published in the editor since: the digest lists it.
  const title = `Alert Flow Engineer ${Date.now()}`;
  const job = await publishJobIn(page.request, department, title);
  await settlingMinutePasses(job.id);
  await aDayPasses(email);
  await runDigests();
  await deliverNow();
  await expect.poll(() => mailTo(email)().length, { timeout: 15_000 }).toBe(2);
  const digest = mailTo(email)()[1] as ParsedMail;
  expect(digest.subject).toContain(`Department: ${department}`);
  expect(digest.text).toContain(`${title}\n${department}`);
  expect(digest.html).toContain(`href="${origin}/job/${job.id}"`);
  expect(headerOf(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /<(https?:\/\/[^>]+\/alerts\/unsubscribe\?token=[\w-]{43})>/.exec(
    headerOf(digest, 'list-unsubscribe') ?? '',
  )?.[1];
  expect(unsubscribeUrl).toBeDefined();
  const manageLink = /https?:\/\/\S+\/alerts\/manage\?token=[\w-]{43}/.exec(digest.text ?? '')?.[0];

  // The manage page shows the alert; opening the unsubscribe link only asks.
  await page.goto(manageLink ?? '');
  await waitForHydration(page);
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(page.getByLabel('How often')).toHaveValue('daily');
  await page.goto(unsubscribeUrl ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Stop this job alert?' })).toBeVisible();

  // The mail client's one-click unsubscribe (RFC 8058): a POST, no page.
  const oneClick = await page.request.post(unsubscribeUrl ?? '', {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);

  // Nothing more: another job of the search is published, a day passes, the digest runs.
  const second = await publishJobIn(page.request, department, `${title} II`);
  await settlingMinutePasses(second.id);
  await aDayPasses(email);
  await runDigests();
  const written = await services.database.db
    .selectFrom('outbox')
    .select('subject')
    .where('to_address', '=', email)
    .execute();
  expect(written).toHaveLength(2);
  await page.goto(manageLink ?? '');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This alert no longer exists' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the alert form posts and lands on the page that says a link is on its way', async ({
    page,
  }) => {
    const email = `alert.nojs.${Date.now()}@example.com`;
    await page.goto(`${origin}/job?search=engineer`);
    const alertForm = page.getByRole('region', { name: 'E-mail me new jobs like these' });
    await alertForm.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await alertForm.getByRole('button', { name: 'Create alert' }).click();

    await expect(page).toHaveURL(/\/alerts\/confirm\?outcome=sent$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your alert by e-mail' }),
    ).toBeVisible();
    const [stored] = await services.database.db
      .selectFrom('job_alert')
      .select(['query', 'frequency'])
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual({ query: 'search=engineer', frequency: 'weekly' });
  });
});
