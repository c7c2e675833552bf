import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';

import { jobListQuerySchema } from '../../../contract/job-list-query';
import type { Section } from '../../../contract/page-types';
import type { Actor } from '../../platform/auth/actor';
import { seedContent } from '../../../seed';
import { seedBulkJobs } from '../../platform/db/seed-bulk';
import { ensureDepartment, insertJob, uniqueLabel, uniqueWord } from '../../test-support/fixtures';
import { writerAndReader } from '../../test-support/second-process';
import { describeEachDriver, testDrivers } from '../../test-support/test-database';
import { createJobAdminService } from './job-admin-service';
import { findSearchedJobPage, JOB_LIST_COLUMNS, type JobListRow } from './job.repository';
import { searchedJobsOf } from './searched-jobs-service';

const EDITOR: Actor = { sub: 'editor', email: 'editor@somnia.example' };

/** A card as a list shows it (the database's statement also sends the columns it ordered by). */
const cardOf = (row: JobListRow) =>
  Object.fromEntries([...JOB_LIST_COLUMNS, 'locations' as const].map((key) => [key, row[key]]));

// Decision 056: a searched list is answered from memory when the process holds the job table's
// version, and must list, count and order exactly as the database's statement does.
describeEachDriver('searched lists answered in memory', ({ getApp }) => {
  beforeAll(async () => {
    await seedBulkJobs(getApp(), 600, { data: seedContent });
    await searchedJobsOf(getApp().db).ready();
  });

  const SORTS = ['relevance', 'newest', 'title', 'pay'];
  const FILTERS = [
    {},
    { department: 'Engineering' },
    { location: 'Lisbon|Berlin', payMin: '60000' },
    { workplace: 'Remote' },
  ];

  test.each([
    'engineer',
    'senior engineer',
    'product manager',
    'data -engineer',
    'data or sleep',
    '-engineer',
    'lead',
    'the',
    'zzzunmatched',
  ])('"%s": every order, filter and page equal to the database statement', async (search) => {
    const { db } = getApp();
    for (const sort of SORTS)
      for (const filter of FILTERS)
        for (const page of [1, 4]) {
          const filters = jobListQuerySchema.parse({ search, sort, page: String(page), ...filter });
          const slice = { limit: 20, offset: (page - 1) * 20 };

          const fromMemory = await searchedJobsOf(db).pageInMemory(filters, slice);

          const fromDatabase = await findSearchedJobPage(db, filters, slice);
          expect(fromMemory).toEqual({ ...fromDatabase, rows: fromDatabase.rows.map(cardOf) });
        }
  });

  test('a phrase is left to the database statement', async () => {
    const { db } = getApp();
    const filters = jobListQuerySchema.parse({ search: '"sleep app"' });
    const slice = { limit: 20, offset: 0 };

    expect(await searchedJobsOf(db).pageInMemory(filters, slice)).toBeUndefined();
    const page = await searchedJobsOf(db).page(filters, slice);
    expect(page).toEqual(await findSearchedJobPage(db, filters, slice));
    expect(page.total).toBeGreaterThan(0);
  });
});

// As in open-jobs-service.test.ts: the writes go through one pool and the searches are read from
// an app on another, as a second process would; the reader's memory is at the version before
// each write, and each change must show in its very next searched list.
describe.each(testDrivers())('searched lists after a change in another process [%s]', (driver) => {
  const { writer, reader } = writerAndReader(driver);

  const editor = () => createJobAdminService(writer().db);
  const searched = () => searchedJobsOf(reader().services.database.db);

  /** The reader's memory at the version now, answering this search itself. */
  async function heldInMemory(search: string) {
    await searched().ready();
    const filters = jobListQuerySchema.parse({ search });
    expect(await searched().pageInMemory(filters, { limit: 20, offset: 0 })).toBeDefined();
  }

  /** What the reading process lists and counts for a search. */
  async function searchedFor(search: string) {
    const res = await request(reader().app)
      .get(`/api/page/job?search=${encodeURIComponent(search)}`)
      .expect(200);
    const list = (res.body.data.section as Section[]).find((item) => item.type === 'job-list');
    if (!list || list.type !== 'job-list') throw new Error('The job list has no job-list section');
    return { titles: list.list.map((job) => job.title), total: list.pager.total };
  }

  test('a job opened, edited away from the search, back, closed and reopened: each in the next search', async () => {
    const word = uniqueWord();
    const department = uniqueLabel('Dept');
    await ensureDepartment(writer().db, department);
    const draft = await insertJob(writer().db, {
      department,
      title: `Opened ${word}`,
      status: 'draft',
    });
    await heldInMemory(word);

    const opened = await editor().publishJob(draft.id, draft.version, null, EDITOR);
    expect(await searchedFor(word)).toEqual({ titles: [`Opened ${word}`], total: 1 });

    await heldInMemory(word);
    const edited = await editor().saveJob(
      opened.id,
      opened.version,
      { ...opened, title: 'Edited Away' },
      EDITOR,
    );
    expect(await searchedFor(word)).toEqual({ titles: [], total: 0 });

    await heldInMemory(word);
    const back = await editor().saveJob(
      edited.id,
      edited.version,
      { ...edited, title: `Back ${word}` },
      EDITOR,
    );
    expect(await searchedFor(word)).toEqual({ titles: [`Back ${word}`], total: 1 });

    await heldInMemory(word);
    const closed = await editor().closeJob(back.id, back.version, null, EDITOR);
    expect(await searchedFor(word)).toEqual({ titles: [], total: 0 });

    await heldInMemory(word);
    await editor().reopenJob(closed.id, closed.version, undefined, EDITOR);
    expect(await searchedFor(word)).toEqual({ titles: [`Back ${word}`], total: 1 });
  });

  test('once the memory caught up with a close, it answers without the closed job', async () => {
    const word = uniqueWord();
    const department = uniqueLabel('Dept');
    const kept = await insertJob(writer().db, { department, title: `Kept ${word}` });
    const draft = await insertJob(writer().db, {
      department,
      title: `Closed ${word}`,
      status: 'draft',
    });
    const job = await editor().publishJob(draft.id, draft.version, null, EDITOR);
    await heldInMemory(word);

    await editor().closeJob(job.id, job.version, null, EDITOR);
    await searched().ready();

    const filters = jobListQuerySchema.parse({ search: word });
    const page = await searched().pageInMemory(filters, { limit: 20, offset: 0 });
    expect(page?.rows.map((row) => row.id)).toEqual([kept.id]);
    expect(page?.total).toBe(1);
  });
});
