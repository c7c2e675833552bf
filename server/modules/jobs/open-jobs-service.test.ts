import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Section } from '../../../src/api/page-types';
import type { Actor } from '../../platform/auth/actor';
import type { AppDatabase } from '../../platform/db/database';
import {
  daysFromNow,
  ensureDepartment,
  insertJob,
  uniqueLabel,
  uniqueWord,
} from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { createTestDatabase, openSecondPool, testDrivers } from '../../test-support/test-database';
import { createJobAdminService } from './job-admin-service';
import { writeSourcedJobs, type SourcedJob } from './job-service';

const EDITOR: Actor = { sub: 'editor', email: 'editor@somnia.example' };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Decision 052: each process keeps the open jobs in memory. Here the writes go through one pool
// and the lists are read from an app on another, as a second process would (on PGlite, which
// serves one process, the same one): each change must show in its very next list.
describe.each(testDrivers())('the open jobs a process keeps in memory [%s]', (driver) => {
  let writer: AppDatabase;
  let reader: RealApp;
  beforeAll(async () => {
    writer = await createTestDatabase({ driver });
    reader = await createRealApp({}, { database: await openSecondPool(writer) });
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
  });

  const editor = () => createJobAdminService(writer.db);

  /** What the reading process lists, counts and feeds for one department. */
  async function shownIn(department: string) {
    const query = `department=${encodeURIComponent(department)}`;
    const res = await request(reader.app).get(`/api/page/job?${query}`).expect(200);
    const list = (res.body.data.section as Section[]).find((item) => item.type === 'job-list');
    if (!list || list.type !== 'job-list') throw new Error('The job list has no job-list section');
    const feed = await request(reader.app).get(`/job/feed.xml?${query}`).expect(200);
    return {
      titles: list.list.map((job) => job.title),
      count: list.filters.department.find((option) => option.value === department)?.count ?? 0,
      feed: feed.text,
    };
  }

  async function publishedJob(department: string, title: string) {
    const draft = await insertJob(writer.db, { department, title, status: 'draft' });
    return editor().publishJob(draft.id, draft.version, null, EDITOR);
  }

  test('a job opened shows in the next list, its count and its feed', async () => {
    const department = uniqueLabel('Dept');
    await publishedJob(department, 'First Opening');
    expect((await shownIn(department)).titles).toEqual(['First Opening']);

    await publishedJob(department, 'Second Opening');

    const shown = await shownIn(department);
    expect(shown.titles).toEqual(['Second Opening', 'First Opening']);
    expect(shown.count).toBe(2);
    expect(shown.feed).toContain('Second Opening');
  });

  test('an edit shows in the next list, and one to the department moves the job', async () => {
    const department = uniqueLabel('Dept');
    const other = uniqueLabel('Dept');
    for (const name of [department, other]) await ensureDepartment(writer.db, name);
    const job = await publishedJob(department, 'Before The Edit');
    expect((await shownIn(department)).titles).toEqual(['Before The Edit']);

    const edited = await editor().saveJob(
      job.id,
      job.version,
      { ...job, title: 'After The Edit' },
      EDITOR,
    );
    expect((await shownIn(department)).titles).toEqual(['After The Edit']);
    await editor().saveJob(edited.id, edited.version, { ...edited, department: other }, EDITOR);

    expect(await shownIn(department)).toMatchObject({ titles: [], count: 0 });
    const moved = await shownIn(other);
    expect(moved).toMatchObject({ titles: ['After The Edit'], count: 1 });
    expect(moved.feed).toContain('After The Edit');
  });

  test('a job closed leaves the next list, count and feed; reopened, it is back', async () => {
    const department = uniqueLabel('Dept');
    const job = await publishedJob(department, 'Closed And Reopened');
    expect((await shownIn(department)).count).toBe(1);

    const closed = await editor().closeJob(job.id, job.version, null, EDITOR);

    const gone = await shownIn(department);
    expect(gone).toMatchObject({ titles: [], count: 0 });
    expect(gone.feed).not.toContain('Closed And Reopened');
    await request(reader.app).get(`/api/page/job/${job.id}`).expect(410);

    await editor().reopenJob(closed.id, closed.version, undefined, EDITOR);

    const back = await shownIn(department);
    expect(back).toMatchObject({ titles: ['Closed And Reopened'], count: 1 });
    expect(back.feed).toContain('Closed And Reopened');
  });

  test('a sync adding and closing jobs shows in the next list', async () => {
    const department = uniqueLabel('Dept');
    const source = await writer.db
      .insertInto('job_source')
      .values({ type: 'greenhouse', board: uniqueWord() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sourced = (title: string): SourcedJob => ({
      externalId: uniqueWord(),
      contentHash: uniqueWord(),
      fields: {
        title,
        department,
        team: null,
        level: null,
        employmentType: 'full_time',
        workplaceType: 'on_site',
        remoteRegions: [],
        pay: null,
        description: '<p>Imported by a test.</p>',
        applyUrl: null,
        atsUrl: null,
        postedAt: null,
        locations: [{ city: 'Utrecht', region: null, countryCode: 'NL' }],
      },
    });
    const sync = (writes: { added?: SourcedJob[]; closed?: number[] }) =>
      writer.db.transaction().execute((trx) =>
        writeSourcedJobs(trx, {
          sourceType: 'greenhouse',
          sourceId: source.id,
          now: new Date(),
          added: writes.added ?? [],
          updated: [],
          closed: writes.closed ?? [],
        }),
      );
    expect((await shownIn(department)).titles).toEqual([]);

    await sync({ added: [sourced('Synced Support Engineer')] });

    const added = await shownIn(department);
    expect(added).toMatchObject({ titles: ['Synced Support Engineer'], count: 1 });
    expect(added.feed).toContain('Synced Support Engineer');
    const { id } = await writer.db
      .selectFrom('job')
      .select('id')
      .where('department', '=', department)
      .executeTakeFirstOrThrow();

    await sync({ closed: [id] });

    expect(await shownIn(department)).toMatchObject({ titles: [], count: 0 });
  });

  test('a job whose closing time passes leaves the list and its count with no write', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(writer.db, { department, title: 'Stays Open', closes_at: daysFromNow(30) });
    const closesAt = new Date(Date.now() + 1_500);
    await insertJob(writer.db, { department, title: 'Closes Soon', closes_at: closesAt });
    expect(await shownIn(department)).toMatchObject({
      titles: ['Closes Soon', 'Stays Open'],
      count: 2,
    });

    await delay(closesAt.getTime() - Date.now() + 50);

    const shown = await shownIn(department);
    expect(shown).toMatchObject({ titles: ['Stays Open'], count: 1 });
    expect(shown.feed).not.toContain('Closes Soon');
  });
});
