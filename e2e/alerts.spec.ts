/**
 * The job alert flows (a saved search, and the talent community's interests) against an app of
 * its own, in this process: the shared e2e server has no SMTP server (its mail waits in the
 * outbox), while these flows must see each message arrive over SMTP, and must let a day or a week
 * pass for the digest (by moving the alert's last digest back).
 */
import type { APIRequestContext } from '@playwright/test';
import type { ParsedMail } from 'mailparser';

import type { AdminJob, JobInput } from '../contract/admin-job-types';
import type { AlertFrequency } from '../contract/job-alert';
import { DIGEST_PERIOD_MS, DIGEST_SETTLE_MS } from '../server/modules/alerts/alert-service';
import { addressHashOf } from '../server/platform/mail/confirmation-limit';
import type { Services } from '../server/services';
import {
  receivedBy,
  startSmtpServer,
  type TestSmtpServer,
} from '../server/test-support/smtp-server';
import { seriousViolations } from './support/axe';
import { startInProcessApp, type InProcessApp } from './support/in-process-app';
import { expect, test, waitForHydration } from './support/test';

const DIGEST_TASK = 'alerts.send-digests';
/** How long ago the jobs of these tests opened: past the minute a digest leaves to settle. */
const OPENED_AGO_MS = 2 * DIGEST_SETTLE_MS;

let smtp: TestSmtpServer;
let app: InProcessApp;
let services: Services;
let origin: string;
/** `Authorization` of an admin with every scope, for the job editor's API. */
let adminBearer: string;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startInProcessApp('alerts', {
    SMTP_URL: smtp.url,
    // Every form here posts from one client: the per-client limit is rate-limits.test.ts's.
    RATE_LIMIT_ALERT_SIGNUP: '100/10m',
  });
  ({ services, origin, adminBearer } = app);
});

test.afterAll(async () => {
  await app.close();
  await smtp.close();
});

const mailTo = (email: string) => () => receivedBy(smtp.received, email);

/** The address as if it had been sent its day's confirmation links (5, the default cap). */
async function capReached(email: string) {
  await services.database.db
    .insertInto('confirmation_mail')
    .values(
      [1, 2, 3, 4, 5].map((index) => ({
        address_hash: addressHashOf(email),
        purpose: 'talent-community',
        token_hash: `${email}-${index}`,
        sent_at: new Date(Date.now() - index * 3_600_000),
      })),
    )
    .execute();
}
const alertsOf = (email: string) =>
  services.database.db
    .selectFrom('job_alert')
    .select(['query', 'confirm_token_hash'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();
const outboxTo = (email: string) =>
  services.database.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute();
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

/**
 * An open job in `department`, written and published by an admin through the job editor's API;
 * its events are then moved back as if it had been published two minutes ago.
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
    description: 'Published by the alerts browser test.',
    // A job goes public only with somewhere to apply (issue 31).
    applyUrl: 'https://jobs.example/apply/alerts',
    closesAt: null,
    teamSize: null,
    relocationAssistance: false,
  };
  const created = await request.post(`${origin}/api/admin/jobs`, { headers, data: input });
  expect(created.status()).toBe(201);
  const draft = ((await created.json()) as { data: AdminJob }).data;
  const published = await request.post(`${origin}/api/admin/jobs/${draft.id}/publish`, {
    headers,
    data: { version: draft.version },
  });
  expect(published.status()).toBe(200);
  await services.database.db
    .updateTable('job_event')
    .set({ at: new Date(Date.now() - OPENED_AGO_MS) })
    .where('job_id', '=', draft.id)
    .execute();
  return draft;
}

/** As if the alert's last digest had gone out a day (daily) or a week (weekly) ago. */
async function aPeriodPasses(email: string, frequency: AlertFrequency) {
  await services.database.db
    .updateTable('job_alert')
    .set({ digested_until: new Date(Date.now() - DIGEST_PERIOD_MS[frequency]) })
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

test('save a search → confirm from the e-mail → a new matching job comes in the digest → one-click unsubscribe → nothing more', async ({
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
  // Its code loads when the visitor reaches for it (issue 31): until then the browser checks it
  // and it posts; once hydrated it validates in the page.
  await expect(alertForm.locator('form')).not.toHaveAttribute('novalidate');
  await alertForm.getByRole('textbox', { name: /^E-mail/ }).focus();
  await expect(alertForm.locator('form')).toHaveAttribute('novalidate', '');
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

  // An admin publishes a job of the search; a day later, the digest lists it.
  const title = `Alert Flow Engineer ${Date.now()}`;
  const job = await publishJobIn(page.request, department, title);
  await aPeriodPasses(email, 'daily');
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

  // Nothing more: another job of the search opens, a day passes, the digest runs.
  await publishJobIn(page.request, department, `${title} II`);
  await aPeriodPasses(email, 'daily');
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

/** The departments a job has opened in since the app started (the seed writes no events). */
async function departmentsWithNewJobs(): Promise<Set<string>> {
  const rows = await services.database.db
    .selectFrom('job')
    .innerJoin('job_event', 'job_event.job_id', 'job.id')
    .select('job.department')
    .distinct()
    .execute();
  return new Set(rows.map((row) => row.department));
}

test('a talent community signup with an interest → its confirmation says an alert follows → a new job of that team comes in the weekly digest, one of another team does not → the manage page shows the alert', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `talent.alert.${Date.now()}@example.com`;

  await page.goto(`${origin}/talent-community`);
  await waitForHydration(page);
  const interests = page
    .getByRole('group', { name: 'Teams you are interested in' })
    .getByRole('checkbox');
  // Two teams no other test has opened a job in, so the digest lists this test's jobs alone.
  const taken = await departmentsWithNewJobs();
  const teams: string[] = [];
  for (const box of await interests.all()) {
    const team = await box.getAttribute('value');
    if (team && !taken.has(team)) teams.push(team);
  }
  const [department, otherDepartment] = teams;
  if (!department || !otherDepartment) throw new Error('the seed has fewer than two free teams');
  await page.getByLabel('Name', { exact: true }).fill('Ines Duarte');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel('Country').selectOption('Portugal');
  await interests.and(page.getByLabel(department, { exact: true })).check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Join the community' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to confirm your signup is on its way' }),
  ).toBeVisible();
  await deliverNow();

  // The confirmation arrives over SMTP and says that weekly job e-mails come with the signup.
  await expect.poll(() => mailTo(email)().length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = mailTo(email)();
  expect(confirmation?.subject).toMatch(/^Confirm your signup to the .* talent community$/);
  expect(confirmation?.text).toContain(
    'we also e-mail you once a week the new jobs in the teams you chose',
  );
  const confirmLink = /https?:\/\/\S+\/talent-community\/confirm\?token=[\w-]{43}/.exec(
    confirmation?.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();

  await page.goto(confirmLink ?? '');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your signup' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my signup' }).click();
  await expect(page).toHaveURL(/\/talent-community\/confirm\?outcome=confirmed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are in the talent community' }),
  ).toBeVisible();

  // An admin publishes a job in the chosen team and one in another; a week passes.
  const title = `Talent Alert Engineer ${Date.now()}`;
  const otherTitle = `Talent Alert Outsider ${Date.now()}`;
  const job = await publishJobIn(page.request, department, title);
  await publishJobIn(page.request, otherDepartment, otherTitle);
  await aPeriodPasses(email, 'weekly');
  await runDigests();
  await deliverNow();

  // The weekly digest lists the chosen team's job, and only it.
  await expect.poll(() => mailTo(email)().length, { timeout: 15_000 }).toBe(2);
  const digest = mailTo(email)()[1] as ParsedMail;
  expect(digest.subject).toMatch(/^One new job at /);
  expect(digest.subject?.endsWith(`: Department: ${department}`)).toBe(true);
  expect(digest.text).toContain(`${title}\n${department}`);
  expect(digest.html).toContain(`href="${origin}/job/${job.id}"`);
  expect(digest.text).not.toContain(otherTitle);
  const manageLink = /https?:\/\/\S+\/alerts\/manage\?token=[\w-]{43}/.exec(digest.text ?? '')?.[0];
  expect(manageLink).toBeDefined();

  // Its manage link shows the alert: the team, the address, weekly.
  await page.goto(manageLink ?? '');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: `Department: ${department}` }),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(page.getByLabel('How often')).toHaveValue('weekly');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a second search while the address’s link is pending says so in place and joins it; past the daily cap the form stays as typed', async ({
  page,
}) => {
  const saveSearch = async (email: string, search: string) => {
    await page.goto(`${origin}/job?search=${search}`);
    await waitForHydration(page);
    const alertForm = page.getByRole('region', { name: 'E-mail me new jobs like these' });
    // Its code loads when the visitor reaches for it: the answer is then shown in place.
    await alertForm.getByRole('textbox', { name: /^E-mail/ }).focus();
    await expect(alertForm.locator('form')).toHaveAttribute('novalidate', '');
    await alertForm.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await alertForm.getByRole('button', { name: 'Create alert' }).click();
    return alertForm;
  };
  const email = `alert.pending.${Date.now()}@example.com`;

  await expect((await saveSearch(email, 'engineer')).getByRole('status')).toContainText(
    'a link to confirm the alert is on its way',
  );
  const second = await saveSearch(email, 'designer');

  const pending = second.getByRole('status');
  await expect(pending).toContainText('went to this address a short while ago');
  await expect(pending).toBeFocused();
  const [first, joined] = await alertsOf(email);
  expect(joined).toEqual({
    query: 'search=designer',
    confirm_token_hash: first?.confirm_token_hash,
  });
  expect(await outboxTo(email)).toHaveLength(1);

  const capped = `alert.capped.${Date.now()}@example.com`;
  await capReached(capped);
  const form = await saveSearch(capped, 'engineer');
  const refusal = form.getByRole('group', { name: 'That did not work' });
  await expect(refusal).toContainText('as many confirmation e-mails from us as we send in a day');
  await expect(refusal).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(capped);
  expect(await alertsOf(capped)).toEqual([]);
  expect(await outboxTo(capped)).toEqual([]);
  expect(await seriousViolations(page, (axe) => axe.include('.job-alert'))).toEqual([]);
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

  test('a second search while the link is pending, and one past the daily cap, land on pages that say so', async ({
    page,
  }) => {
    const saveSearch = async (email: string, search: string) => {
      await page.goto(`${origin}/job?search=${search}`);
      const alertForm = page.getByRole('region', { name: 'E-mail me new jobs like these' });
      await alertForm.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await alertForm.getByRole('button', { name: 'Create alert' }).click();
    };
    const email = `alert.nojs.pending.${Date.now()}@example.com`;
    await saveSearch(email, 'engineer');

    await saveSearch(email, 'designer');

    await expect(page).toHaveURL(/\/alerts\/confirm\?outcome=pending$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'A link is already on its way' }),
    ).toBeVisible();
    expect((await alertsOf(email)).map((alert) => alert.query)).toEqual([
      'search=engineer',
      'search=designer',
    ]);

    const capped = `alert.nojs.capped.${Date.now()}@example.com`;
    await capReached(capped);
    await saveSearch(capped, 'engineer');
    await expect(page).toHaveURL(/\/alerts\/confirm\?outcome=capped$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No more confirmation e-mails today' }),
    ).toBeVisible();
    expect(await alertsOf(capped)).toEqual([]);
  });
});
