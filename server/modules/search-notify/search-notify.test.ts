import { exportPKCS8, exportSPKI, generateKeyPair, jwtVerify } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import type { Actor } from '../../platform/auth/actor';
import type { TaskDefinition } from '../../platform/tasks/task';
import { insertJob, uniqueLabel } from '../../test-support/fixtures';
import {
  startSearchEngineServer,
  type SearchEngineServer,
} from '../../test-support/search-engine-server';
import { describeEachDriver } from '../../test-support/test-database';
import { createJobAdminService } from '../jobs';
import { searchEnginesFromEnv } from './engines-from-env';
import { readServiceAccountKey } from './google-access-token';
import { createSearchNotifyTasks, NOT_NOTIFIED } from './search-notify.tasks';

const ORIGIN = 'https://careers.example';
const INDEXNOW_KEY = 'test-indexnow-key';
const PUBLISH = '/v3/urlNotifications:publish';
const TOKEN = '/token';
const INDEXNOW = '/indexnow';
const EDITOR: Actor = { sub: 'editor', email: 'editor@somnia.example' };
const T0 = Date.parse('2026-11-27T09:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

let keys: { privatePem: string; publicKey: CryptoKey };
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  keys = { privatePem: await exportPKCS8(pair.privateKey), publicKey: pair.publicKey };
  expect(await exportSPKI(pair.publicKey)).toContain('PUBLIC KEY');
});

let stub: SearchEngineServer;
beforeEach(async () => {
  stub = await startSearchEngineServer({
    [TOKEN]: { status: 200, body: { access_token: 'stub-token-1', expires_in: 3_600 } },
  });
});
afterEach(() => stub.close());

/** The tasks as the app builds them from its environment, pointed at the stub. */
function notifierTasks(credentials: 'both' | 'none'): TaskDefinition[] {
  const serviceAccount = {
    type: 'service_account',
    client_email: 'notifier@somnia-careers.iam.gserviceaccount.com',
    private_key_id: 'key-1',
    private_key: keys.privatePem,
    token_uri: `${stub.baseUrl}${TOKEN}`,
  };
  const engines = searchEnginesFromEnv({
    PUBLIC_ORIGIN: ORIGIN,
    GOOGLE_INDEXING_ENDPOINT: stub.baseUrl,
    INDEXNOW_ENDPOINT: `${stub.baseUrl}${INDEXNOW}`,
    ...(credentials === 'both' && {
      GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(serviceAccount),
      INDEXNOW_KEY,
    }),
  });
  return createSearchNotifyTasks({ engines, origin: ORIGIN });
}

const bodies = (path: string) =>
  stub.received(path).map((request) => JSON.parse(request.body) as unknown);

describe('GOOGLE_INDEXING_CREDENTIALS', () => {
  test('a key that cannot be used stops the start naming what is wrong, never its contents', () => {
    expect(() => readServiceAccountKey('{"private_key": "s3cret PRIVATE KEY"')).toThrow(
      'GOOGLE_INDEXING_CREDENTIALS: not a JSON service-account key',
    );
    const incomplete = () =>
      readServiceAccountKey('{"private_key": "-----BEGIN PRIVATE KEY----- s3cret"}');
    expect(incomplete).toThrow(/lacks or mangles client_email, token_uri$/);
    expect(incomplete).not.toThrow(/s3cret/);
    expect(() => readServiceAccountKey('/nonexistent/key.json')).toThrow(/ENOENT/);
  });
});

describeEachDriver('search-engine notices', ({ getApp }) => {
  const db = () => getApp().db;
  const editor = () => createJobAdminService(db());

  /** Runs the notifier's tasks in order, as the runner would at `now`. */
  async function runTasks(tasks: TaskDefinition[], now: Date) {
    for (const task of tasks) await task.run({ db: db(), now, dueAt: now, attempt: 1 });
  }

  /** A draft job that the editor publishes: an `opened` event. */
  async function publishedJob(title = uniqueLabel('Senior Data Engineer')) {
    const draft = await insertJob(db(), {
      department: 'Data & Analytics',
      status: 'draft',
      title,
    });
    const job = await editor().publishJob(draft.id, draft.version, null, EDITOR);
    return { ...job, url: `${ORIGIN}/job/${draft.id}` };
  }

  const activityOf = (jobId: number) =>
    db()
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'job')
      .where('entity_id', '=', String(jobId))
      .where('action', 'like', 'search.%')
      .orderBy('id')
      .execute();

  const queue = () => db().selectFrom('search_notification').selectAll().orderBy('id').execute();

  // Each test starts from no news waiting: earlier tests' events are passed over.
  beforeEach(async () => {
    await runTasks(notifierTasks('none'), at(0));
    await db().deleteFrom('search_notification').execute();
  });

  test('a job published in the editor is told to Google (URL_UPDATED) and IndexNow, and logged in words', async () => {
    const job = await publishedJob();
    await runTasks(notifierTasks('both'), at(0));

    expect(bodies(PUBLISH)).toEqual([{ url: job.url, type: 'URL_UPDATED' }]);
    expect(bodies(INDEXNOW)).toEqual([
      {
        host: 'careers.example',
        key: INDEXNOW_KEY,
        keyLocation: `${ORIGIN}/${INDEXNOW_KEY}.txt`,
        urlList: [job.url],
      },
    ]);
    // The Indexing API is called with the token the service account's signed JWT was exchanged for.
    const [tokenRequest] = stub.received(TOKEN);
    const form = new URLSearchParams(tokenRequest?.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(
      form.get('assertion') ?? '',
      keys.publicKey,
      {
        issuer: 'notifier@somnia-careers.iam.gserviceaccount.com',
        audience: `${stub.baseUrl}${TOKEN}`,
        currentDate: at(0),
      },
    );
    expect(payload.scope).toBe('https://www.googleapis.com/auth/indexing');
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'key-1' });
    expect(stub.received(PUBLISH)[0]?.headers.authorization).toBe('Bearer stub-token-1');

    expect(await activityOf(job.id)).toEqual([
      {
        actor: 'Search notifier',
        action: 'search.notified',
        details: { title: job.title, said: `Told Google and IndexNow that ${job.title} opened` },
      },
    ]);
    expect(await queue()).toEqual([]);
  });

  test('a job closed is URL_DELETED; news of one job between two runs is told once, the newest', async () => {
    const job = await publishedJob();
    await runTasks(notifierTasks('both'), at(0));

    // Another job opens, changes and closes before the next run: Google hears only that it closed.
    const other = await publishedJob();
    const changed = await editor().saveJob(
      other.id,
      other.version,
      { ...other, level: 'Principal' },
      EDITOR,
    );
    await editor().closeJob(changed.id, changed.version, null, EDITOR);
    await editor().closeJob(job.id, job.version, 'Filled', EDITOR);
    await runTasks(notifierTasks('both'), at(60_000));

    expect(bodies(PUBLISH)).toEqual([
      { url: job.url, type: 'URL_UPDATED' },
      { url: other.url, type: 'URL_DELETED' },
      { url: job.url, type: 'URL_DELETED' },
    ]);
    expect(bodies(INDEXNOW).at(-1)).toMatchObject({ urlList: [other.url, job.url] });
    expect((await activityOf(job.id)).map((entry) => entry.details.said)).toEqual([
      `Told Google and IndexNow that ${job.title} opened`,
      `Told Google and IndexNow that ${job.title} closed`,
    ]);
  });

  test('a refusal (500, then 429) is tried again after 1 and 2 minutes, then sent once', async () => {
    stub.answer(PUBLISH, { status: 500, body: { error: 'backend' } }, { status: 429 });
    const job = await publishedJob();
    const tasks = notifierTasks('both');

    await runTasks(tasks, at(0));
    expect(await queue()).toMatchObject([
      {
        engine: 'google',
        attempts: 1,
        next_attempt_at: at(60_000),
        last_error: expect.stringMatching(/^HTTP 500/),
      },
    ]);
    // Not due yet: nothing is sent.
    await runTasks(tasks, at(59_000));
    expect(stub.received(PUBLISH)).toHaveLength(1);

    await runTasks(tasks, at(60_000));
    expect(await queue()).toMatchObject([
      { attempts: 2, next_attempt_at: at(60_000 + 120_000), last_error: 'HTTP 429: {}' },
    ]);
    await runTasks(tasks, at(180_000));

    expect(bodies(PUBLISH)).toEqual(Array(3).fill({ url: job.url, type: 'URL_UPDATED' }));
    // IndexNow took it the first time and is not told again.
    expect(stub.received(INDEXNOW)).toHaveLength(1);
    expect(await queue()).toEqual([]);
    expect((await activityOf(job.id)).map((entry) => entry.details.said)).toEqual([
      `Could not tell Google that ${job.title} opened (HTTP 500: {"error":"backend"}); try 2 at 09:01 UTC`,
      `Told IndexNow that ${job.title} opened`,
      `Could not tell Google that ${job.title} opened (HTTP 429: {}); try 3 at 09:03 UTC`,
      `Told Google that ${job.title} opened`,
    ]);
  });

  test('without credentials nothing is sent, the events are passed over, and the admin is told', async () => {
    const tasks = notifierTasks('none');
    expect(tasks.every((task) => task.description.includes(NOT_NOTIFIED))).toBe(true);
    const job = await publishedJob();

    await runTasks(tasks, at(0));
    expect(await queue()).toEqual([]);
    // Switched on later: what happened before is not announced.
    await runTasks(notifierTasks('both'), at(60_000));

    expect(stub.received(PUBLISH)).toEqual([]);
    expect(stub.received(INDEXNOW)).toEqual([]);
    expect(stub.received(TOKEN)).toEqual([]);
    expect(await activityOf(job.id)).toEqual([]);
  });

  test('notices still waiting when the credentials are removed are dropped, not sent on their return', async () => {
    stub.answer(PUBLISH, { status: 503 });
    stub.answer(INDEXNOW, { status: 503 });
    await publishedJob();
    await runTasks(notifierTasks('both'), at(0));
    expect(await queue()).toHaveLength(2);

    await runTasks(notifierTasks('none'), at(60_000));
    expect(await queue()).toEqual([]);
    await runTasks(notifierTasks('both'), at(120_000));
    expect(stub.received(PUBLISH)).toHaveLength(1);
    expect(stub.received(INDEXNOW)).toHaveLength(1);
  });

  test('runs after a send never send the same event again', async () => {
    const job = await publishedJob();
    const tasks = notifierTasks('both');
    for (const minutes of [0, 1, 2, 60]) await runTasks(tasks, at(minutes * 60_000));

    expect(bodies(PUBLISH)).toEqual([{ url: job.url, type: 'URL_UPDATED' }]);
    expect(stub.received(INDEXNOW)).toHaveLength(1);
    expect(await activityOf(job.id)).toHaveLength(1);
  });

  test('the access token is fetched once and kept until shortly before it expires', async () => {
    stub.answer(
      TOKEN,
      { status: 200, body: { access_token: 'first', expires_in: 3_600, token_type: 'Bearer' } },
      { status: 200, body: { access_token: 'second', expires_in: 3_600, token_type: 'Bearer' } },
    );
    const tasks = notifierTasks('both');
    await publishedJob();
    await runTasks(tasks, at(0));
    await publishedJob();
    await runTasks(tasks, at(58 * 60_000));
    await publishedJob();
    await runTasks(tasks, at(59 * 60_000));

    expect(stub.received(TOKEN)).toHaveLength(2);
    expect(stub.received(PUBLISH).map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer first',
      'Bearer second',
    ]);
  });

  test('a token Google refuses (401) is dropped, and the retry fetches a new one', async () => {
    stub.answer(
      TOKEN,
      { status: 200, body: { access_token: 'revoked', expires_in: 3_600 } },
      { status: 200, body: { access_token: 'fresh', expires_in: 3_600 } },
    );
    stub.answer(PUBLISH, { status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
    const tasks = notifierTasks('both');
    await publishedJob();
    await runTasks(tasks, at(0));
    await runTasks(tasks, at(60_000));

    expect(stub.received(PUBLISH).map((request) => request.headers.authorization)).toEqual([
      'Bearer revoked',
      'Bearer fresh',
    ]);
    expect(await queue()).toEqual([]);
  });
});
