import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { insertJob, uniqueLabel } from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

// Long enough for the first renders of a loaded machine to see the job open.
const CLOSES_IN_MS = 2_500;

describe.each(testDrivers())('jobs.close-expired [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver, cachePageData: true, cacheHtml: true });
  });
  afterAll(() => real.close());

  test('a job whose closing time passes answers 410 and leaves the feed once the task has run, with no request in between', async () => {
    // The first render of a test process compiles the renderer: not in the job's open time.
    await request(real.app).get('/job').expect(200);
    const job = await insertJob(real.services.database.db, {
      title: uniqueLabel('Night Shift Lead'),
      department: uniqueLabel('Dept'),
      posted_at: new Date(),
      closes_at: new Date(Date.now() + CLOSES_IN_MS),
    });
    const page = `/job/${job.id}`;
    // Both caches hold the open job (on PostgreSQL once the insert's notification has passed).
    await expect
      .poll(async () => (await request(real.app).get(page).expect(200)).headers['x-html-cache'])
      .toBe('hit');
    await request(real.app).get(`/api/page${page}`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, CLOSES_IN_MS + 100));
    // Past its closing time, the cached copies still say it is open: nothing wrote.
    expect((await request(real.app).get(page)).status).toBe(200);

    await real.services.tasks.tick();

    // On PostgreSQL the change reaches the listening connection a moment after the commit.
    await expect.poll(async () => (await request(real.app).get(page)).status).toBe(410);
    await request(real.app).get(`/api/page${page}`).expect(410);
    const feed = await request(real.app).get('/feeds/jobs.xml').expect(200);
    expect(feed.text).not.toContain(page);
    const [run] = await real.services.database.db
      .selectFrom('task_run')
      .select(['status', 'result'])
      .where('task', '=', 'jobs.close-expired')
      .execute();
    expect(run?.status).toBe('succeeded');
    // The seed's jobs that closed before this test were seeded closed.
    expect(String(run?.result?.ids).split(',')).toEqual([String(job.id)]);
    const closed = await real.services.database.db
      .selectFrom('job')
      .select(['status', 'version'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ status: 'closed', version: 2 });
    const events = await real.services.database.db
      .selectFrom('job_event')
      .select(['kind', 'changes'])
      .where('job_id', '=', job.id)
      .execute();
    expect(events).toEqual([
      { kind: 'closed', changes: { status: { before: 'open', after: 'closed' } } },
    ]);
    const log = await real.services.database.db
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'job')
      .where('entity_id', '=', String(job.id))
      .execute();
    expect(log).toEqual([
      {
        actor: 'Closing time',
        action: 'job.closed',
        details: {
          title: job.title,
          version: 2,
          fields: 'status',
          before: { status: 'open' },
          after: { status: 'closed' },
        },
      },
    ]);
  });

  test('a run with no job past its closing time writes nothing, so no cache is dropped and no event is written', async () => {
    const versionOf = async () =>
      (
        await real.services.database.db
          .selectFrom('job_version')
          .select('version')
          .executeTakeFirstOrThrow()
      ).version;
    const eventCount = async () =>
      (
        await real.services.database.db
          .selectFrom('job_event')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count;
    await real.services.tasks.requestRun('jobs.close-expired');
    await real.services.tasks.tick();
    const before = await versionOf();
    const eventsBefore = await eventCount();
    await real.services.tasks.requestRun('jobs.close-expired');
    await real.services.tasks.tick();
    expect(await versionOf()).toBe(before);
    expect(await eventCount()).toBe(eventsBefore);
  });
});
