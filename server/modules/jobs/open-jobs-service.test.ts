import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Section } from '../../../contract/page-types';
import type { Actor } from '../../platform/auth/actor';
import type { AppDatabase } from '../../platform/db/database';
import {
  daysFromNow,
  ensureDepartment,
  insertJob,
  uniqueLabel,
  uniqueWord,
} from '../../test-support/fixtures';
import { writerAndReader } from '../../test-support/second-process';
import { createTestDatabase, testDrivers } from '../../test-support/test-database';
import { createJobAdminService } from './job-admin-service';
import { writeSourcedJobs, type SourcedJob } from './sourced-jobs-service';
import { createOpenJobs } from './open-jobs-service';

const EDITOR: Actor = { sub: 'editor', email: 'editor@somnia.example' };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Decision 052: each process keeps the open jobs in memory. Here the writes go through one pool
// and the lists are read from an app on another, as a second process would (on PGlite, which
// serves one process, the same one): each change must show in its very next list, count,
// searched list and feed.
describe.each(testDrivers())('the open jobs a process keeps in memory [%s]', (driver) => {
  const { writer, reader } = writerAndReader(driver);

  const editor = () => createJobAdminService(writer().db);

  async function jobListOf(query: string) {
    const res = await request(reader().app).get(`/api/page/job?${query}`).expect(200);
    const list = (res.body.data.section as Section[]).find((item) => item.type === 'job-list');
    if (!list || list.type !== 'job-list') throw new Error('The job list has no job-list section');
    return list;
  }

  /**
   * What the reading process lists, counts, finds and feeds for one department: `searched` is
   * the titles a search for `word` lists there (a searched list reads the database, decision 052).
   */
  async function shownIn(department: string, word = 'engineer') {
    const query = `department=${encodeURIComponent(department)}`;
    const list = await jobListOf(query);
    const searched = await jobListOf(`${query}&search=${encodeURIComponent(word)}`);
    const feed = await request(reader().app).get(`/job/feed.xml?${query}`).expect(200);
    return {
      titles: list.list.map((job) => job.title),
      count: list.filters.department.find((option) => option.value === department)?.count ?? 0,
      searched: searched.list.map((job) => job.title),
      feed: feed.text,
    };
  }

  async function publishedJob(department: string, title: string) {
    const draft = await insertJob(writer().db, { department, title, status: 'draft' });
    return editor().publishJob(draft.id, draft.version, null, EDITOR);
  }

  test('a job opened shows in the next list, its count, a search and its feed', async () => {
    const department = uniqueLabel('Dept');
    await publishedJob(department, 'First Opening');
    expect((await shownIn(department, 'opening')).titles).toEqual(['First Opening']);

    await publishedJob(department, 'Second Opening');

    const shown = await shownIn(department, 'opening');
    expect(shown.titles).toEqual(['Second Opening', 'First Opening']);
    expect(shown.count).toBe(2);
    expect(shown.searched).toEqual(['Second Opening', 'First Opening']);
    expect(shown.feed).toContain('Second Opening');
  });

  test('an edit shows in the next list, and one to the department moves the job', async () => {
    const department = uniqueLabel('Dept');
    const other = uniqueLabel('Dept');
    for (const name of [department, other]) await ensureDepartment(writer().db, name);
    const job = await publishedJob(department, 'Harbour Planner');
    expect((await shownIn(department)).titles).toEqual(['Harbour Planner']);

    const edited = await editor().saveJob(
      job.id,
      job.version,
      { ...job, title: 'Lighthouse Planner' },
      EDITOR,
    );
    expect(await shownIn(department, 'lighthouse')).toMatchObject({
      titles: ['Lighthouse Planner'],
      searched: ['Lighthouse Planner'],
    });
    expect((await shownIn(department, 'harbour')).searched).toEqual([]);
    await editor().saveJob(edited.id, edited.version, { ...edited, department: other }, EDITOR);

    expect(await shownIn(department, 'lighthouse')).toMatchObject({
      titles: [],
      count: 0,
      searched: [],
    });
    const moved = await shownIn(other, 'lighthouse');
    expect(moved).toMatchObject({
      titles: ['Lighthouse Planner'],
      count: 1,
      searched: ['Lighthouse Planner'],
    });
    expect(moved.feed).toContain('Lighthouse Planner');
  });

  test('a job closed leaves the next list, count, search and feed; reopened, it is back', async () => {
    const department = uniqueLabel('Dept');
    const job = await publishedJob(department, 'Closed And Reopened');
    expect((await shownIn(department)).count).toBe(1);

    const closed = await editor().closeJob(job.id, job.version, null, EDITOR);

    const gone = await shownIn(department, 'reopened');
    expect(gone).toMatchObject({ titles: [], count: 0, searched: [] });
    expect(gone.feed).not.toContain('Closed And Reopened');
    await request(reader().app).get(`/api/page/job/${job.id}`).expect(410);

    await editor().reopenJob(closed.id, closed.version, undefined, EDITOR);

    const back = await shownIn(department, 'reopened');
    expect(back).toMatchObject({
      titles: ['Closed And Reopened'],
      count: 1,
      searched: ['Closed And Reopened'],
    });
    expect(back.feed).toContain('Closed And Reopened');
  });

  test("a job page's similar jobs follow the next change: a job opened, then closed", async () => {
    const department = uniqueLabel('Dept');
    const job = await publishedJob(department, 'Night Nurse');
    const similarInDepartment = async () => {
      const res = await request(reader().app).get(`/api/page/job/${job.id}`).expect(200);
      const detail = (res.body.data.section as Section[]).find(
        (section) => section.type === 'job-detail',
      );
      if (!detail || detail.type !== 'job-detail') throw new Error('No job-detail section');
      return detail.similar
        .filter((item) => item.department === department)
        .map((item) => item.title);
    };
    expect(await similarInDepartment()).toEqual([]);

    const sibling = await publishedJob(department, 'Day Nurse');
    expect(await similarInDepartment()).toEqual(['Day Nurse']);

    await editor().closeJob(sibling.id, sibling.version, null, EDITOR);
    expect(await similarInDepartment()).toEqual([]);
  });

  test('a sync adding and closing jobs shows in the next list', async () => {
    const department = uniqueLabel('Dept');
    const source = await writer()
      .db.insertInto('job_source')
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
      writer()
        .db.transaction()
        .execute((trx) =>
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
    expect(added).toMatchObject({
      titles: ['Synced Support Engineer'],
      count: 1,
      searched: ['Synced Support Engineer'],
    });
    expect(added.feed).toContain('Synced Support Engineer');
    const { id } = await writer()
      .db.selectFrom('job')
      .select('id')
      .where('department', '=', department)
      .executeTakeFirstOrThrow();

    await sync({ closed: [id] });

    expect(await shownIn(department)).toMatchObject({ titles: [], count: 0, searched: [] });
  });

  test('a job whose closing time passes leaves the list and its count with no write', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(writer().db, { department, title: 'Stays Open', closes_at: daysFromNow(30) });
    const closesAt = new Date(Date.now() + 1_500);
    await insertJob(writer().db, { department, title: 'Closes Soon', closes_at: closesAt });
    expect(await shownIn(department, 'soon')).toMatchObject({
      titles: ['Closes Soon', 'Stays Open'],
      count: 2,
      searched: ['Closes Soon'],
    });

    await delay(closesAt.getTime() - Date.now() + 50);

    const shown = await shownIn(department, 'soon');
    expect(shown).toMatchObject({ titles: ['Stays Open'], count: 1, searched: [] });
    expect(shown.feed).not.toContain('Closes Soon');
  });
});

// Decision 057: on the embedded database every write is reported before it returns, so a list
// there reads the version only after a reported change, and a change that was not reported is not
// looked for.
describe('a list that follows reported changes', () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ driver: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });

  test('reads the job table again only after a change is reported', async () => {
    const department = uniqueLabel('Dept');
    const openJobs = createOpenJobs(database.db);
    let reportChange = () => undefined as void;
    const stop = await openJobs.followChanges(async (onChange) => {
      reportChange = onChange;
      return async () => undefined;
    });
    const titlesIn = async () =>
      (
        await openJobs.page(
          {
            department: [department],
            location: [],
            jobType: [],
            workplace: [],
            search: '',
            page: 1,
            sort: 'newest',
          },
          { limit: 10, offset: 0 },
        )
      ).rows.map((row) => row.title);
    await insertJob(database.db, { department, title: 'Seen Before' });
    expect(await titlesIn()).toEqual(['Seen Before']);

    await insertJob(database.db, { department, title: 'Not Yet Reported' });

    expect(await titlesIn()).toEqual(['Seen Before']);
    reportChange();
    expect(await titlesIn()).toEqual(['Not Yet Reported', 'Seen Before']);

    await insertJob(database.db, { department, title: 'Reported Once' });
    reportChange();

    // The second list arrives while the first one's read of the version runs: it waits for it.
    const [first, second] = await Promise.all([titlesIn(), titlesIn()]);
    expect(first).toEqual(['Reported Once', 'Not Yet Reported', 'Seen Before']);
    expect(second).toEqual(first);
    await stop();
  });
});
