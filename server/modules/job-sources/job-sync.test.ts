import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';

import type { AdminJobSource } from '../../../contract/admin-job-source-types';
import { TEST_ADMIN } from '../../test-support/access-token';
import {
  feedJob,
  startTestJobFeed,
  testConnectors,
  type TestJobFeed,
} from '../../test-support/job-feed';
import { createPublicNetwork } from '../../platform/outbound/public-network';
import { describeEachDriver } from '../../test-support/test-database';
import { getJobDetail } from '../jobs';
import { createJobSourceService, type JobSourceService } from './job-source-service';
import { syncSource } from './job-sync-service';

const INTERVAL_MS = 600_000;
const FEED_TIMEOUT_MS = 1_000;
const admin = { sub: TEST_ADMIN.sub, email: TEST_ADMIN.email };

describeEachDriver('job source sync', ({ getApp }) => {
  let feed: TestJobFeed;
  let service: JobSourceService;
  let source: AdminJobSource;
  /** Each test's external ids are its own: the ids of one ATS are unique across its sources. */
  let prefix = '';
  const id = (n: string) => `${prefix}${n}`;
  const job = (n: string, overrides?: Parameters<typeof feedJob>[1]) => feedJob(id(n), overrides);
  const db = () => getApp().db;
  const settings = () => ({
    connectorOf: testConnectors,
    intervalMs: INTERVAL_MS,
    feedTimeoutMs: FEED_TIMEOUT_MS,
    publicOrigin: 'https://careers.example',
    // the test feed is on loopback, as JOB_SOURCE_ALLOWED_HOSTS would open it
    publicNetwork: createPublicNetwork({ allowedHosts: ['127.0.0.1'] }),
  });

  beforeAll(async () => {
    feed = await startTestJobFeed();
    service = createJobSourceService(db(), settings());
  });
  afterAll(() => feed.close());
  beforeEach(async () => {
    prefix = `${Math.random().toString(36).slice(2, 8)}-`;
    feed.mode = 'ok';
    feed.jobs = [job('1'), job('2'), job('3')];
    const added = await service.addSource(
      {
        type: 'greenhouse',
        board: `board-${Math.random().toString(36).slice(2, 8)}`,
        baseUrl: feed.baseUrl,
      },
      admin,
    );
    source = added;
  });

  const syncNow = async () => {
    return service.syncNow(source.id, admin);
  };
  const jobsOfSource = () =>
    db()
      .selectFrom('job')
      .select(['id', 'external_id', 'status', 'title', 'version'])
      .where('source_id', '=', source.id)
      .orderBy('external_id')
      .execute();
  const idOf = async (externalId: string) =>
    (await jobsOfSource()).find((row) => row.external_id === id(externalId))?.id ?? 0;
  const eventsOf = (jobId: number) =>
    db()
      .selectFrom('job_event')
      .select(['kind', 'changes'])
      .where('job_id', '=', jobId)
      .orderBy('id')
      .execute();
  /** Moves with every statement that writes `job` (migration 006): the page caches' signal. */
  const jobTableVersion = async () =>
    Number(
      (await db().selectFrom('job_version').select('version').executeTakeFirstOrThrow()).version,
    );
  const eventCount = async () =>
    Number(
      (
        await db()
          .selectFrom('job_event')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const activityOf = () =>
    db()
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('entity', '=', 'job-source')
      .where('entity_id', '=', String(source.id))
      .where('action', 'like', 'job-source.sync%')
      .orderBy('id')
      .execute();
  const summaries = async () =>
    (await activityOf()).map((entry) => (entry.details as { summary: string }).summary);

  test('a first sync imports the feed: each job opened, with its places, the pay of its own page and its HTML', async () => {
    feed.pay.set(id('2'), { currency: 'EUR', min: 60_000, max: 80_000, period: 'YEAR' });
    const readsBefore = feed.jobReads;

    const synced = await syncNow();

    expect(synced.lastSync).toMatchObject({
      added: 3,
      updated: 0,
      closed: 0,
      unchanged: 0,
      error: null,
    });
    expect(synced.openJobs).toBe(3);
    expect(feed.jobReads - readsBefore).toBe(3);
    const jobs = await jobsOfSource();
    expect(jobs.map((row) => [row.external_id, row.status])).toEqual([
      [id('1'), 'open'],
      [id('2'), 'open'],
      [id('3'), 'open'],
    ]);
    expect((await eventsOf(await idOf('1'))).map((event) => event.kind)).toEqual(['opened']);
    const detail = await getJobDetail(db(), { id: await idOf('2') });
    expect(detail?.open).toBe(true);
    expect(detail?.job).toMatchObject({
      title: `Engineer ${id('2')}`,
      workplaceType: 'hybrid',
      locations: [{ city: 'Berlin', countryCode: 'DE', primary: true }],
      pay: { currency: 'EUR', min: 60_000, max: 80_000, period: 'YEAR' },
      urlList: { apply: `https://ats.example/apply/${id('2')}` },
    });
    // Sanitised HTML shown as it is, not read as Markdown.
    expect(detail?.job.content.description).toBe(
      `<h2>About</h2><p>Build things, job ${id('2')}.</p>`,
    );
    const stored = await db()
      .selectFrom('job')
      .select('ats_url')
      .where('id', '=', await idOf('2'))
      .executeTakeFirstOrThrow();
    expect(stored.ats_url).toBe(`https://ats.example/jobs/${id('2')}`);
    expect(await summaries()).toEqual(['Test ATS: 3 added']);
  });

  test('syncing an unchanged feed again writes no job row and no event, and asks the ATS for no job page', async () => {
    await syncNow();
    const version = await jobTableVersion();
    const events = await eventCount();
    const jobReads = feed.jobReads;
    const rows = await jobsOfSource();

    const synced = await syncNow();

    expect(synced.lastSync).toMatchObject({
      added: 0,
      updated: 0,
      closed: 0,
      unchanged: 3,
      error: null,
    });
    expect(await jobTableVersion()).toBe(version);
    expect(await eventCount()).toBe(events);
    expect(feed.jobReads).toBe(jobReads);
    expect(await jobsOfSource()).toEqual(rows);
    // Only the sync that changed something is in the activity log.
    expect(await summaries()).toEqual(['Test ATS: 3 added']);
  });

  test('a feed longer than one write batch is imported whole, then found unchanged', async () => {
    const count = 2_100;
    feed.jobs = Array.from({ length: count }, (_, index) => job(String(index + 1)));
    // Time for 2,100 pay pages however busy the machine: no job is left without its details.
    const patient = createJobSourceService(db(), { ...settings(), feedTimeoutMs: 60_000 });
    const syncPatiently = async () => {
      return patient.syncNow(source.id, admin);
    };

    const imported = await syncPatiently();

    expect(imported.lastSync).toMatchObject({ added: count, error: null });
    expect(imported.openJobs).toBe(count);
    const jobs = await jobsOfSource();
    expect(new Set(jobs.map((row) => row.external_id)).size).toBe(count);
    expect(await summaries()).toEqual([`Test ATS: ${count} added`]);
    const version = await jobTableVersion();

    const again = await syncPatiently();

    expect(again.lastSync).toMatchObject({ added: 0, updated: 0, unchanged: count, error: null });
    expect(await jobTableVersion()).toBe(version);
  });

  test('a changed job updates in place, a gone one closes, and it reopens at the same id when it comes back', async () => {
    await syncNow();
    const [one, three] = [await idOf('1'), await idOf('3')];
    feed.jobs = [job('1', { title: 'Staff Engineer 1' }), job('2')];

    const changed = await syncNow();

    expect(changed.lastSync).toMatchObject({ added: 0, updated: 1, closed: 1, unchanged: 1 });
    expect(await eventsOf(one)).toEqual([
      { kind: 'opened', changes: {} },
      {
        kind: 'changed',
        changes: { title: { before: `Engineer ${id('1')}`, after: 'Staff Engineer 1' } },
      },
    ]);
    expect((await eventsOf(three)).map((event) => event.kind)).toEqual(['opened', 'closed']);
    expect((await getJobDetail(db(), { id: three }))?.open).toBe(false);

    feed.jobs = [job('1', { title: 'Staff Engineer 1' }), job('2'), job('3')];
    const back = await syncNow();

    expect(back.lastSync).toMatchObject({ added: 0, updated: 1, closed: 0, unchanged: 2 });
    expect(await idOf('3')).toBe(three);
    expect((await eventsOf(three)).map((event) => event.kind)).toEqual([
      'opened',
      'closed',
      'reopened',
    ]);
    expect((await getJobDetail(db(), { id: three }))?.open).toBe(true);
    expect(await summaries()).toEqual([
      'Test ATS: 3 added',
      'Test ATS: 1 updated, 1 closed',
      'Test ATS: 1 updated',
    ]);
  });

  test.each([
    ['answers 503', 'server-error', 'Test ATS answered 503.'],
    ['answers a malformed body', 'malformed', 'Test ATS answered something that is not its feed.'],
    ['does not answer', 'hang', 'Test ATS did not answer within 1 s.'],
  ] as const)(
    'a feed that %s changes nothing, says why, and is retried with backoff',
    async (_name, mode, error) => {
      await syncNow();
      const version = await jobTableVersion();
      const events = await eventCount();
      feed.mode = mode;
      feed.jobs = [];

      const failed = await syncNow();
      const retriedAt = new Date(failed.nextSyncAt ?? 0).getTime();

      expect(failed.lastSync).toMatchObject({ added: 0, closed: 0, error });
      expect(failed.openJobs).toBe(3);
      expect(await jobTableVersion()).toBe(version);
      expect(await eventCount()).toBe(events);
      expect(await summaries()).toEqual(['Test ATS: 3 added', `Test ATS sync failed: ${error}`]);
      // Retried in a minute, then in two: sooner than the interval, later each time.
      const again = await syncNow();
      expect(new Date(again.nextSyncAt ?? 0).getTime() - retriedAt).toBeGreaterThan(30_000);
      const row = await db()
        .selectFrom('job_source')
        .select('consecutive_failures')
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow();
      expect(row.consecutive_failures).toBe(2);
    },
  );

  test('a feed suddenly empty, or losing more than half its jobs, changes nothing until an admin syncs it by hand', async () => {
    await syncNow();
    const version = await jobTableVersion();
    const scheduled = () =>
      syncSource(db(), settings(), source.id, { by: 'schedule', dueAt: new Date() });

    feed.jobs = [];
    const empty = await scheduled();
    expect(empty).toMatchObject({ status: 'synced', sync: { closed: 0 } });
    expect(empty.status === 'synced' ? empty.sync.error : null).toMatch(
      /empty board while 3 jobs were open: nothing changed/,
    );

    feed.jobs = [job('1')];
    const halved = await scheduled();
    expect(halved.status === 'synced' ? halved.sync.error : null).toMatch(
      /stopped listing 2 of 3 open jobs at once/,
    );
    expect(await jobTableVersion()).toBe(version);
    expect((await jobsOfSource()).every((job) => job.status === 'open')).toBe(true);

    // The admin saw the refusal and syncs: the jobs really were closed in the ATS.
    const applied = await syncNow();
    expect(applied.lastSync).toMatchObject({ closed: 2, unchanged: 1, error: null });
    expect(applied.openJobs).toBe(1);
  });

  test('duplicate ids, over-long fields and a job without a title are reported, never a crash', async () => {
    feed.jobs = [
      job('1'),
      job('1', { title: 'A second job 1' }),
      job('2', { title: 'T'.repeat(300), department: null, applyUrl: 'javascript:alert(1)' }),
      job('3', { title: '  ' }),
    ];

    const synced = await syncNow();

    expect(synced.lastSync?.added).toBe(2);
    expect(synced.lastSync?.problems).toEqual([
      {
        externalId: id('1'),
        message: 'It appears more than once in the feed; the first was kept.',
        skipped: 'id repeated',
      },
      { externalId: id('2'), message: 'The title is longer than 120 characters; it was cut.' },
      { externalId: id('2'), message: 'The apply address is not a web address; it was left out.' },
      { externalId: id('3'), message: 'It has no title; it was skipped.', skipped: 'no title' },
    ]);
    const two = await getJobDetail(db(), { id: await idOf('2') });
    expect(two?.job).toMatchObject({
      title: 'T'.repeat(120),
      department: 'Engineering',
      urlList: {},
    });
    expect(await summaries()).toEqual([
      'Test ATS: 2 added; 2 jobs skipped: 1 id repeated, 1 no title; 2 problems',
    ]);
  });

  test('a job whose pay the site cannot store is skipped by itself: the others arrive, and later syncs update and close as usual', async () => {
    // 1,100,000 an hour is 2,288,000,000 a year: more than job.pay_annual_eur (int4) holds.
    feed.pay.set(id('2'), { currency: 'EUR', min: 50, max: 1_100_000, period: 'HOUR' });

    const first = await syncNow();

    expect(first.lastSync).toMatchObject({
      added: 2,
      error: null,
      skipped: { 'pay out of range': 1 },
    });
    expect(first.lastSync?.problems).toEqual([
      {
        externalId: id('2'),
        message:
          'Its pay (up to 1,100,000 per hour) is more than the site can store (240,384.61 per hour at most); it was skipped.',
        skipped: 'pay out of range',
      },
    ]);
    expect((await jobsOfSource()).map((row) => row.external_id)).toEqual([id('1'), id('3')]);
    expect(await summaries()).toEqual(['Test ATS: 2 added; 1 job skipped: pay out of range']);

    feed.jobs = [job('1', { title: 'Staff Engineer 1' }), job('2'), job('4')];
    const later = await syncNow();

    expect(later.lastSync).toMatchObject({ added: 1, updated: 1, closed: 1, unchanged: 0 });
    expect(later.lastSync?.skipped).toEqual({ 'pay out of range': 1 });
    expect((await jobsOfSource()).map((row) => [row.external_id, row.status, row.title])).toEqual([
      [id('1'), 'open', 'Staff Engineer 1'],
      [id('3'), 'closed', `Engineer ${id('3')}`],
      [id('4'), 'open', `Engineer ${id('4')}`],
    ]);
    // Fixed in the ATS, the job arrives at the next sync.
    feed.pay.set(id('2'), { currency: 'EUR', min: 50, max: 60, period: 'HOUR' });
    const fixed = await syncNow();
    expect(fixed.lastSync).toMatchObject({ added: 1, skipped: {}, problems: [] });
    expect(await summaries()).toEqual([
      'Test ATS: 2 added; 1 job skipped: pay out of range',
      'Test ATS: 1 added, 1 updated, 1 closed; 1 job skipped: pay out of range',
      'Test ATS: 1 added',
    ]);
  });

  test('a synced job whose new version cannot be stored is left as it was, open, and reported', async () => {
    await syncNow();
    const two = await idOf('2');
    const before = await jobsOfSource();
    feed.jobs = [job('1'), job('2', { title: 'Engineer with a raise' }), job('3')];
    feed.pay.set(id('2'), {
      currency: 'GBP',
      min: 9_000_000_000,
      max: 9_999_999_999.99,
      period: 'YEAR',
    });

    const synced = await syncNow();

    expect(synced.lastSync).toMatchObject({
      added: 0,
      updated: 0,
      closed: 0,
      unchanged: 2,
      error: null,
      skipped: { 'pay out of range': 1 },
    });
    expect(synced.lastSync?.problems.map((problem) => problem.externalId)).toEqual([id('2')]);
    expect(await jobsOfSource()).toEqual(before);
    expect((await eventsOf(two)).map((event) => event.kind)).toEqual(['opened']);
    // Nothing changed on the site, but the admin hears of the skipped change once.
    expect(await summaries()).toEqual([
      'Test ATS: 3 added',
      'Test ATS: nothing changed; 1 job skipped: pay out of range',
    ]);
    await syncNow();
    expect(await summaries()).toHaveLength(2);
  });

  test('a value the database refuses that no check foresaw skips only its job', async () => {
    // A rule of the database the sync does not know of: a stand-in for any such refusal.
    await sql`ALTER TABLE job ADD CONSTRAINT test_no_forbidden_title CHECK (title <> 'Forbidden')`.execute(
      db(),
    );
    try {
      feed.jobs = [job('1'), job('2', { title: 'Forbidden' }), job('3')];

      const synced = await syncNow();

      expect(synced.lastSync).toMatchObject({
        added: 2,
        error: null,
        skipped: { 'refused by the database': 1 },
      });
      expect(synced.lastSync?.problems).toEqual([
        {
          externalId: id('2'),
          message: expect.stringMatching(
            /^The database refused it \(.*test_no_forbidden_title.*\); it was skipped\.$/,
          ),
          skipped: 'refused by the database',
        },
      ]);
      expect((await jobsOfSource()).map((row) => row.external_id)).toEqual([id('1'), id('3')]);
    } finally {
      await sql`ALTER TABLE job DROP CONSTRAINT test_no_forbidden_title`.execute(db());
    }
  });

  test('a job moves to another source of the same ATS once the first closed it, keeping its page', async () => {
    await syncNow();
    const first = source;
    const [one, two] = [await idOf('1'), await idOf('2')];
    const second = await service.addSource(
      { type: 'greenhouse', board: `${first.board}-eu`, baseUrl: feed.baseUrl },
      admin,
    );
    // The same feed is both boards' here: job 1 is still open in the first, so it stays there.
    feed.jobs = [job('1')];
    source = second;
    const moved = await syncNow();
    expect(moved.lastSync?.added).toBe(0);
    expect(moved.lastSync?.problems).toEqual([
      {
        externalId: id('1'),
        message: 'Another source of this ATS shows it too; it stays with that one.',
      },
    ]);

    // The first board closes job 2 (its other jobs stay); the second then lists it.
    source = first;
    feed.jobs = [job('1'), job('3')];
    await syncNow();
    source = second;
    feed.jobs = [job('2')];
    const taken = await syncNow();
    expect(taken.lastSync).toMatchObject({ added: 0, updated: 1 });
    expect(taken.lastSync?.problems).toEqual([
      {
        externalId: id('2'),
        message: 'It moved here from another source of this ATS; it keeps its page.',
      },
    ]);
    expect(await idOf('2')).toBe(two);
    expect((await eventsOf(two)).map((event) => event.kind)).toEqual([
      'opened',
      'closed',
      'reopened',
    ]);
    expect(one).toBeGreaterThan(0);
  });

  test('removing a source closes its open jobs, each with an event', async () => {
    await syncNow();
    const ids = (await jobsOfSource()).map((job) => job.id);

    expect(await service.removeSource(source.id, admin)).toEqual({ closed: 3 });

    const rows = await db()
      .selectFrom('job')
      .select(['status', 'source_id'])
      .where('id', 'in', ids)
      .execute();
    expect(rows).toEqual(ids.map(() => ({ status: 'closed', source_id: null })));
    for (const id of ids) expect((await eventsOf(id)).at(-1)?.kind).toBe('closed');
    expect(
      await db().selectFrom('job_source').select('id').where('id', '=', source.id).execute(),
    ).toEqual([]);
    // Added back later, the same board takes its jobs back at their pages.
    const again = await service.addSource(
      { type: 'greenhouse', board: source.board, baseUrl: feed.baseUrl },
      admin,
    );
    source = again;
    const synced = await syncNow();
    expect(synced.lastSync).toMatchObject({ added: 0, updated: 3 });
    expect((await jobsOfSource()).map((job) => job.id)).toEqual(ids);
  });
});
