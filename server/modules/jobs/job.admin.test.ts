import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AdminJob, AdminJobRow, JobInput } from '../../../contract/admin-job-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { Job, JobListItem, Section } from '../../../contract/page-types';
import { readSigningKey, signAccessToken, TEST_ADMIN } from '../../test-support/access-token';
import { ensureDepartment, insertJob, uniqueLabel } from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import {
  childText,
  childrenNamed,
  jsonLdOfType,
  parseHtml,
  parseXml,
} from '../../test-support/seo-test-support';
import { testDrivers } from '../../test-support/test-database';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A job as the editor's form sends it: two places, pay, a closing time a month ahead. */
const form = (fields: Partial<JobInput> = {}): JobInput => ({
  title: uniqueLabel('Senior Data Engineer'),
  department: 'Data & Analytics',
  team: 'Platform',
  level: 'Senior',
  employmentType: 'full_time',
  workplaceType: 'hybrid',
  locations: [
    { city: 'Amsterdam', region: 'North Holland', countryCode: 'NL' },
    { city: 'Berlin', region: null, countryCode: 'DE' },
  ],
  remoteRegions: [],
  pay: { currency: 'EUR', min: 70_000, max: 90_000, period: 'YEAR' },
  description: 'You build the **pipelines** behind our sleep forecasts.',
  applyUrl: 'https://jobs.example/apply/data',
  closesAt: inDays(30),
  teamSize: 12,
  relocationAssistance: false,
  ...fields,
});

describe.each(testDrivers())('/api/admin/jobs [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutJobs: string;
  /** Another admin with every scope. */
  let bea: string;
  const BEA = 'bea@somnia.example';
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true, cacheHtml: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const otherScopes = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.jobs);
    withoutJobs = `Bearer ${await signAccessToken(key, { issuer, scope: otherScopes.join(' ') })}`;
    bea = `Bearer ${await signAccessToken(key, { issuer, email: BEA })}`;
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;

  function call(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: object,
    authorization = bearer,
  ) {
    const agent = request(real.app);
    const req = agent[method](`/api/admin/jobs${path}`).set('Authorization', authorization);
    return body === undefined ? req : req.send(body);
  }

  async function createJob(fields: Partial<JobInput> = {}): Promise<AdminJob> {
    const job = form(fields);
    await ensureDepartment(db(), job.department);
    return (await call('post', '', job).expect(201)).body.data as AdminJob;
  }

  async function openJob(fields: Partial<JobInput> = {}): Promise<AdminJob> {
    const draft = await createJob(fields);
    const res = await call('post', `/${draft.id}/publish`, { version: draft.version }).expect(200);
    return res.body.data as AdminJob;
  }

  const eventsOf = (id: number) =>
    db()
      .selectFrom('job_event')
      .select(['kind', 'changes'])
      .where('job_id', '=', id)
      .orderBy('id')
      .execute();

  const activityOf = (id: number) =>
    db()
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'job')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const jobCount = async () =>
    (
      await db()
        .selectFrom('job')
        .select(db().fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  async function publicCards(query = ''): Promise<JobListItem[]> {
    const res = await request(real.app).get(`/api/page/job${query}`).expect(200);
    const list = (res.body.data.section as Section[]).find(
      (section) => section.type === 'job-list',
    );
    return list?.type === 'job-list' ? list.list : [];
  }
  /** The first page of /job filtered to one department, in the default order (newest first). */
  const departmentCards = (department: string) =>
    publicCards(`?department=${encodeURIComponent(department)}`);

  const sitemapEntries = async () =>
    childrenNamed(parseXml((await request(real.app).get('/sitemap.xml')).text), 'url').map(
      (url) => ({ loc: childText(url, 'loc') ?? '', lastmod: childText(url, 'lastmod') }),
    );
  const lastmodOf = async (path: string) =>
    (await sitemapEntries()).find((entry) => entry.loc === `${real.env.PUBLIC_ORIGIN}${path}`)
      ?.lastmod;
  const feedLinks = async () => {
    const channel = childrenNamed(
      parseXml((await request(real.app).get('/feeds/jobs.xml')).text),
      'channel',
    )[0];
    return channel ? childrenNamed(channel, 'item').map((item) => childText(item, 'link')) : [];
  };
  const statusOf = async (path: string) => (await request(real.app).get(path)).status;

  test('a new job is a draft with a slug from its title, nowhere on the site, and logged', async () => {
    const fields = form({ title: 'Sleep Coach (Night Shift) — Lyon' });
    const res = await call('post', '', fields).expect(201);
    const job = res.body.data as AdminJob;

    expect(job).toMatchObject({
      ...fields,
      status: 'draft',
      version: 1,
      source: 'manual',
      publishAt: null,
      closedReason: null,
      atsUrl: null,
      publicPath: `/job/${job.id}`,
    });
    expect(job.slug).toMatch(/^sleep-coach-night-shift-lyon(-\d+)?$/);
    await request(real.app).get(`/api/page/job/${job.id}`).expect(404);
    await request(real.app).get(`/job-ext/${job.slug}`).expect(404);
    expect(await eventsOf(job.id)).toEqual([]);
    expect(await activityOf(job.id)).toEqual([
      {
        actor: TEST_ADMIN.email,
        action: 'job.created',
        details: {
          title: fields.title,
          version: 1,
          before: null,
          after: { ...fields, closesAt: new Date(fields.closesAt as string).toISOString() },
        },
      },
    ]);

    // The same title again, twice at once: each gets a slug of its own.
    const again = await Promise.all([
      createJob({ title: fields.title }),
      createJob({ title: fields.title }),
    ]);
    const slugs = new Set([job.slug, ...again.map((copy) => copy.slug)]);
    expect(slugs.size).toBe(3);
    for (const slug of slugs) expect(slug).toMatch(/^sleep-coach-night-shift-lyon(-\d+)?$/);
    const opened = (await call('get', `/${job.id}`).expect(200)).body.data as AdminJob;
    expect(opened).toEqual(job);
  });

  test('the list searches and filters by status, 10 a page, the last changed first', async () => {
    const department = uniqueLabel('Listed');
    const drafts = [];
    for (let n = 0; n < 11; n += 1) drafts.push(await createJob({ department }));
    const open = await openJob({ department });

    const first = await call('get', `?search=${department}`).expect(200);
    expect(first.body.data.pager).toEqual({ page: 1, totalPages: 2, total: 12 });
    const rows = first.body.data.content as AdminJobRow[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      id: open.id,
      title: open.title,
      department,
      status: 'open',
      source: 'manual',
      locations: [
        { city: 'Amsterdam', region: 'North Holland', countryCode: 'NL', primary: true },
        { city: 'Berlin', region: null, countryCode: 'DE', primary: false },
      ],
      workplaceType: 'hybrid',
      remoteRegions: [],
      publishAt: open.publishAt,
      closesAt: open.closesAt,
      updatedAt: open.updatedAt,
      version: 2,
      publicPath: `/job/${open.id}`,
    });
    const onlyOpen = await call('get', `?search=${department}&status=open`).expect(200);
    expect((onlyOpen.body.data.content as AdminJobRow[]).map((row) => row.id)).toEqual([open.id]);
    const second = await call('get', `?search=${department}&status=draft&page=2`).expect(200);
    expect((second.body.data.content as AdminJobRow[]).map((row) => row.id)).toEqual([
      drafts[0]?.id,
    ]);
  });

  test('every bad field is a 400 naming its path, and nothing is stored', async () => {
    const before = await jobCount();
    const cases: [unknown, string][] = [
      [form({ title: '  ' }), 'title'],
      [form({ title: 'x'.repeat(121) }), 'title'],
      [{ ...form(), department: undefined }, 'department'],
      [form({ team: 'x'.repeat(81) }), 'team'],
      [{ ...form(), employmentType: 'gig' }, 'employmentType'],
      [{ ...form(), workplaceType: 'office' }, 'workplaceType'],
      [form({ locations: [] }), 'locations'],
      [
        form({ locations: Array(11).fill({ city: 'Paris', region: null, countryCode: 'FR' }) }),
        'locations',
      ],
      [
        form({ locations: [{ city: null, region: 'Bavaria', countryCode: null }] }),
        'locations.0.city',
      ],
      [
        form({
          locations: [
            { city: 'Amsterdam', region: null, countryCode: 'NL' },
            { city: 'Brussels', region: null, countryCode: 'XX' },
          ],
        }),
        'locations.1.countryCode',
      ],
      [form({ remoteRegions: ['EU'] }), 'remoteRegions'],
      [form({ workplaceType: 'remote', remoteRegions: [''] }), 'remoteRegions.0'],
      [form({ pay: { currency: 'ABC', min: 1, max: 2, period: 'YEAR' } }), 'pay.currency'],
      [form({ pay: { currency: 'EUR', min: 90_000, max: 70_000, period: 'YEAR' } }), 'pay.max'],
      [form({ pay: { currency: 'EUR', min: -1, max: 2, period: 'YEAR' } }), 'pay.min'],
      [form({ pay: { currency: 'EUR', min: 15.555, max: 20, period: 'HOUR' } }), 'pay.min'],
      [{ ...form(), pay: { currency: 'EUR', min: 1, max: 2, period: 'FORTNIGHT' } }, 'pay.period'],
      [{ ...form(), pay: { currency: 'EUR', min: '1', max: 2, period: 'YEAR' } }, 'pay.min'],
      [form({ description: '' }), 'description'],
      [form({ applyUrl: 'http://jobs.example/apply' }), 'applyUrl'],
      [form({ applyUrl: 'javascript:alert(1)' }), 'applyUrl'],
      [form({ closesAt: 'next Friday' }), 'closesAt'],
      [form({ closesAt: '2030-01-01T09:00:00+02:00' }), 'closesAt'],
      [form({ closesAt: inDays(-1) }), 'closesAt'],
      [{ ...form(), colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const res = await call('post', '', body as object).expect(400);
      expect(res.body.data.field, JSON.stringify(body)).toBe(field);
    }
    expect(await jobCount()).toBe(before);
  });

  test('pay the database cannot store is a 400 naming the end of the range, and nothing is stored', async () => {
    const before = await jobCount();
    const saved = await createJob();
    const cases: [JobInput['pay'], string, RegExp][] = [
      // 1,100,000 an hour is 2,288,000,000 a year: job.pay_annual_eur (int4) cannot hold it.
      [
        { currency: 'EUR', min: 50, max: 1_100_000, period: 'HOUR' },
        'pay.max',
        /at most 240,384\.61 per hour/,
      ],
      [
        { currency: 'EUR', min: 9_999_999_999.99, max: 9_999_999_999.99, period: 'YEAR' },
        'pay.min',
        /at most 500,000,000/,
      ],
      [
        { currency: 'GBP', min: 2_000_000, max: 2_500_000, period: 'DAY' },
        'pay.min',
        /at most 1,923,076\.92 per day/,
      ],
    ];
    for (const [pay, field, message] of cases) {
      const created = await call('post', '', form({ pay })).expect(400);
      expect(created.body.data.field, JSON.stringify(pay)).toBe(field);
      expect(created.body.message, JSON.stringify(pay)).toMatch(message);
      const updated = await call('put', `/${saved.id}`, {
        ...form({ pay }),
        version: saved.version,
      }).expect(400);
      expect(updated.body.data.field, JSON.stringify(pay)).toBe(field);
    }
    expect(await jobCount()).toBe(before + 1);
    expect((await call('get', `/${saved.id}`).expect(200)).body.data).toEqual(saved);
    // The highest pay an hour the limit allows is stored, with its annual figure.
    const highest = { currency: 'EUR', min: 240_384.61, max: 240_384.61, period: 'HOUR' as const };
    const stored = await createJob({ pay: highest });
    expect(stored.pay).toEqual(highest);
  });

  test('the other endpoints refuse bad input with the field named, and change nothing', async () => {
    const job = await createJob();
    const { version } = job;
    const cases: [ReturnType<typeof call>, string][] = [
      [call('get', '/abc'), 'id'],
      [call('get', '?status=gone'), 'status'],
      [call('get', '?page=0'), 'page'],
      [call('get', '/0/preview'), 'id'],
      [call('put', `/${job.id}`, form()), 'version'],
      [call('put', `/${job.id}`, { ...form(), version: 'one' }), 'version'],
      [
        call('put', `/${job.id}`, {
          ...form({ pay: { currency: 'EUR', min: 2, max: 1, period: 'YEAR' } }),
          version,
        }),
        'pay.max',
      ],
      [call('post', `/${job.id}/publish`, { version, at: 'soon' }), 'at'],
      [call('post', `/${job.id}/publish`, {}), 'version'],
      [call('post', `/${job.id}/close`, { version, reason: 'x'.repeat(501) }), 'reason'],
      [call('post', `/${job.id}/reopen`, { version, closesAt: '31/12/2030' }), 'closesAt'],
      [call('post', '/markdown-preview', { markdown: 42 }), 'markdown'],
      [call('post', '/abc/duplicate'), 'id'],
    ];
    for (const [res, field] of cases) {
      const answer = await res.expect(400);
      expect(answer.body.data.field).toBe(field);
    }
    expect((await call('get', `/${job.id}`).expect(200)).body.data).toEqual(job);
    expect((await activityOf(job.id)).map((entry) => entry.action)).toEqual(['job.created']);
  });

  test('publishing now opens the job at once on /job, its page, the sitemap and the feed, with an opened event', async () => {
    const draft = await createJob();
    const path = `/job/${draft.id}`;
    // Every cache holds the site as it was.
    await request(real.app).get('/job').expect(200);
    await publicCards();
    await feedLinks();

    const res = await call('post', `/${draft.id}/publish`, { version: 1 }).expect(200);
    const job = res.body.data as AdminJob;
    expect(job).toMatchObject({ status: 'open', version: 2 });
    expect(Date.parse(job.publishAt ?? '')).toBeLessThanOrEqual(Date.now());

    await expect
      .poll(async () => (await publicCards()).some((card) => card.id === job.id))
      .toBe(true);
    await expect.poll(async () => (await request(real.app).get('/job')).text).toContain(job.title);
    const page = await request(real.app).get(path).expect(200);
    const [posting] = jsonLdOfType(parseHtml(page.text), 'JobPosting');
    expect(posting).toMatchObject({ title: job.title, employmentType: 'FULL_TIME' });
    expect(await lastmodOf(path)).toBeDefined();
    expect(await feedLinks()).toContain(`${real.env.PUBLIC_ORIGIN}${path}`);

    expect(await eventsOf(job.id)).toEqual([
      {
        kind: 'opened',
        changes: {
          status: { before: 'draft', after: 'open' },
          publishAt: { before: null, after: job.publishAt },
        },
      },
    ]);
    expect((await activityOf(job.id)).at(-1)).toEqual({
      actor: TEST_ADMIN.email,
      action: 'job.published',
      details: {
        title: job.title,
        version: 2,
        fields: 'status, publishAt',
        before: { status: 'draft', publishAt: null },
        after: { status: 'open', publishAt: job.publishAt },
      },
    });
    // Published once: publishing again is refused.
    await call('post', `/${job.id}/publish`, { version: 2 }).expect(409);
  });

  /** As if the job had been drafted `days` ago. */
  const draftedDaysAgo = (id: number, days: number) =>
    db()
      .updateTable('job')
      .set({ created_at: new Date(Date.now() - days * 86_400_000) })
      .where('id', '=', id)
      .execute();

  test('newest first counts from publishing: a job drafted a month ago comes first once published, and a reopened job keeps its place', async () => {
    const department = uniqueLabel('Dept');
    const draftedLongAgo = await createJob({ department });
    await draftedDaysAgo(draftedLongAgo.id, 30);
    const publishedFirst = await openJob({ department });

    await call('post', `/${draftedLongAgo.id}/publish`, { version: 1 }).expect(200);
    const newestFirst = async () => (await departmentCards(department)).map((card) => card.id);
    await expect.poll(newestFirst).toEqual([draftedLongAgo.id, publishedFirst.id]);

    // Closing and reopening does not make a job new again.
    const closed = (await call('post', `/${publishedFirst.id}/close`, { version: 2 }).expect(200))
      .body.data as AdminJob;
    await call('post', `/${closed.id}/reopen`, { version: closed.version }).expect(200);
    await expect.poll(newestFirst).toEqual([draftedLongAgo.id, publishedFirst.id]);
  });

  test('an edit of an open job shows at once and writes a changed event with the fields before and after', async () => {
    const job = await openJob();
    const path = `/job/${job.id}`;
    const lastmodBefore = await lastmodOf(path);
    await request(real.app).get(path).expect(200);
    const title = uniqueLabel('Staff Data Engineer');
    const pay = { currency: 'EUR', min: 80_000, max: 100_000, period: 'YEAR' as const };

    const res = await call('put', `/${job.id}`, {
      ...form(),
      ...pickForm(job),
      title,
      pay,
      version: 2,
    }).expect(200);
    expect(res.body.data).toMatchObject({ title, pay, version: 3 });

    await expect
      .poll(async () => (await publicCards()).find((card) => card.id === job.id)?.title)
      .toBe(title);
    await expect.poll(async () => (await request(real.app).get(path)).text).toContain(title);
    expect((await request(real.app).get('/feeds/jobs.xml')).text).toContain(title);
    expect(Date.parse((await lastmodOf(path)) ?? '')).toBeGreaterThan(
      Date.parse(lastmodBefore ?? ''),
    );
    const changed = {
      title: { before: job.title, after: title },
      pay: { before: job.pay, after: pay },
    };
    expect((await eventsOf(job.id)).at(-1)).toEqual({ kind: 'changed', changes: changed });
    expect((await activityOf(job.id)).at(-1)).toEqual({
      actor: TEST_ADMIN.email,
      action: 'job.changed',
      details: {
        title,
        version: 3,
        fields: 'title, pay',
        before: { title: job.title, pay: job.pay },
        after: { title, pay },
      },
    });
  });

  test('a save of a draft, or one that changes nothing, writes no event', async () => {
    const draft = await createJob();
    const saved = await call('put', `/${draft.id}`, {
      ...pickForm(draft),
      level: 'Lead',
      version: 1,
    }).expect(200);
    expect(saved.body.data).toMatchObject({ level: 'Lead', version: 2, status: 'draft' });
    const same = await call('put', `/${draft.id}`, {
      ...pickForm(saved.body.data as AdminJob),
      version: 2,
    }).expect(200);
    expect(same.body.data.version).toBe(2);
    expect(await eventsOf(draft.id)).toEqual([]);
    expect((await activityOf(draft.id)).map((entry) => entry.action)).toEqual([
      'job.created',
      'job.changed',
    ]);
  });

  test('closing answers 410 at once and leaves the sitemap and the feed; the reason is for admins only; reopening brings it back at the same URL', async () => {
    const job = await openJob();
    const path = `/job/${job.id}`;
    await expect.poll(() => statusOf(path)).toBe(200);
    const reason = 'Filled by an internal move';

    const closed = await call('post', `/${job.id}/close`, { version: 2, reason }).expect(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', closedReason: reason, version: 3 });
    await expect.poll(() => statusOf(path)).toBe(410);
    const api = await request(real.app).get(`/api/page${path}`).expect(410);
    expect(JSON.stringify(api.body)).not.toContain(reason);
    expect(await lastmodOf(path)).toBeUndefined();
    expect(await feedLinks()).not.toContain(`${real.env.PUBLIC_ORIGIN}${path}`);
    expect((await publicCards()).some((card) => card.id === job.id)).toBe(false);
    await call('post', `/${job.id}/close`, { version: 3 }).expect(409);

    const reopened = await call('post', `/${job.id}/reopen`, { version: 3 }).expect(200);
    expect(reopened.body.data).toMatchObject({
      status: 'open',
      closedReason: null,
      closesAt: job.closesAt,
      publicPath: path,
      slug: job.slug,
      version: 4,
    });
    await expect.poll(() => statusOf(path)).toBe(200);
    expect(await lastmodOf(path)).toBeDefined();
    expect(await feedLinks()).toContain(`${real.env.PUBLIC_ORIGIN}${path}`);

    const events = await eventsOf(job.id);
    expect(events.slice(1)).toEqual([
      { kind: 'closed', changes: { status: { before: 'open', after: 'closed' } } },
      { kind: 'reopened', changes: { status: { before: 'closed', after: 'open' } } },
    ]);
    expect(JSON.stringify(events)).not.toContain(reason);
    const log = await activityOf(job.id);
    expect(log.slice(-2)).toEqual([
      {
        actor: TEST_ADMIN.email,
        action: 'job.closed',
        details: {
          title: job.title,
          version: 3,
          fields: 'status, closedReason',
          before: { status: 'open', closedReason: null },
          after: { status: 'closed', closedReason: reason },
        },
      },
      {
        actor: TEST_ADMIN.email,
        action: 'job.reopened',
        details: {
          title: job.title,
          version: 4,
          fields: 'status',
          before: { status: 'closed' },
          after: { status: 'open' },
        },
      },
    ]);
  });

  test('a job closed by its closing time reopens with the passed time cleared, or a new one', async () => {
    const row = await insertJob(db(), {
      title: uniqueLabel('Expired Role'),
      department: uniqueLabel('Dept'),
      closes_at: new Date(Date.now() - 60_000),
    });
    const path = `/job/${row.id}`;
    await expect.poll(() => statusOf(path)).toBe(410);
    const shown = (await call('get', `/${row.id}`).expect(200)).body.data as AdminJob;
    expect(shown.status).toBe('closed');

    const stale = await call('post', `/${row.id}/reopen`, {
      version: shown.version,
      closesAt: inDays(-2),
    }).expect(400);
    expect(stale.body.data.field).toBe('closesAt');
    const cleared = await call('post', `/${row.id}/reopen`, { version: shown.version }).expect(200);
    expect(cleared.body.data).toMatchObject({ status: 'open', closesAt: null });
    await expect.poll(() => statusOf(path)).toBe(200);
    expect((await eventsOf(row.id)).at(-1)).toEqual({
      kind: 'reopened',
      changes: {
        status: { before: 'closed', after: 'open' },
        closesAt: { before: row.closes_at?.toISOString(), after: null },
      },
    });

    const closed = await call('post', `/${row.id}/close`, { version: shown.version + 1 }).expect(
      200,
    );
    const closesAt = inDays(14);
    const renewed = await call('post', `/${row.id}/reopen`, {
      version: (closed.body.data as AdminJob).version,
      closesAt,
    }).expect(200);
    expect(renewed.body.data).toMatchObject({ status: 'open', closesAt });
  });

  test('scheduled a little ahead, a job stays hidden until jobs.publish-scheduled opens it by itself, with an opened event', async () => {
    const department = uniqueLabel('Dept');
    const draft = await createJob({ department });
    await draftedDaysAgo(draft.id, 30);
    const openedBefore = await openJob({ department });
    const path = `/job/${draft.id}`;
    const at = new Date(Date.now() + 1_500).toISOString();

    const res = await call('post', `/${draft.id}/publish`, { version: 1, at }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'scheduled', publishAt: at, version: 2 });
    await request(real.app).get(path).expect(404);
    expect(await eventsOf(draft.id)).toEqual([]);
    expect((await activityOf(draft.id)).at(-1)?.action).toBe('job.scheduled');

    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 50));
    await real.services.tasks.requestRun('jobs.publish-scheduled');
    await real.services.tasks.tick();

    await expect.poll(() => statusOf(path)).toBe(200);
    await expect
      .poll(async () => (await publicCards()).some((card) => card.id === draft.id))
      .toBe(true);
    expect(await feedLinks()).toContain(`${real.env.PUBLIC_ORIGIN}${path}`);
    const opened = (await call('get', `/${draft.id}`).expect(200)).body.data as AdminJob;
    expect(opened).toMatchObject({ status: 'open', publishAt: at, version: 3 });
    expect(await eventsOf(draft.id)).toEqual([
      { kind: 'opened', changes: { status: { before: 'scheduled', after: 'open' } } },
    ]);
    expect((await activityOf(draft.id)).at(-1)).toMatchObject({
      actor: 'Scheduled publishing',
      action: 'job.published',
      details: { version: 3, before: { status: 'scheduled' }, after: { status: 'open' } },
    });
    const cards = await departmentCards(department);
    expect(cards.find((item) => item.id === draft.id)?.postedAt).toBe(at);
    // Newest first counts from its publishing time, not from its drafting a month ago.
    expect(cards.map((item) => item.id)).toEqual([draft.id, openedBefore.id]);
  });

  test('a closing time before the publishing time is refused, naming closesAt', async () => {
    const draft = await createJob({ closesAt: inDays(2) });
    const res = await call('post', `/${draft.id}/publish`, { version: 1, at: inDays(3) }).expect(
      400,
    );
    expect(res.body.data.field).toBe('closesAt');
    expect((await call('get', `/${draft.id}`).expect(200)).body.data).toEqual(draft);

    const scheduled = await call('post', `/${draft.id}/publish`, {
      version: 1,
      at: inDays(1),
    }).expect(200);
    const early = await call('put', `/${draft.id}`, {
      ...pickForm(draft),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      version: (scheduled.body.data as AdminJob).version,
    }).expect(400);
    expect(early.body.data.field).toBe('closesAt');
  });

  test('a closed job keeps its closing time: a later one would bring it back without a reopened event', async () => {
    const job = await openJob();
    const closed = await call('post', `/${job.id}/close`, { version: 2 }).expect(200);
    const res = await call('put', `/${job.id}`, {
      ...pickForm(job),
      closesAt: inDays(60),
      version: (closed.body.data as AdminJob).version,
    }).expect(400);
    expect(res.body.data.field).toBe('closesAt');
    expect(res.body.message).toContain('reopen it');
    expect((await call('get', `/${job.id}`).expect(200)).body.data).toEqual(closed.body.data);
  });

  test('a save on a stale version is a 409 naming who changed which fields, with the job as it is; nothing is stored', async () => {
    const job = await openJob();
    const theirs = await call(
      'put',
      `/${job.id}`,
      { ...pickForm(job), title: uniqueLabel('Theirs'), level: 'Lead', version: 2 },
      bea,
    ).expect(200);

    const mine = await call('put', `/${job.id}`, {
      ...pickForm(job),
      team: 'Mine',
      version: 2,
    }).expect(409);
    expect(mine.body.message).toBe(
      `${BEA} changed this job meanwhile: title, level. Your text is still in the form; reload to see the job as it is now.`,
    );
    expect(mine.body.data).toMatchObject({
      field: 'version',
      changedFields: ['title', 'level'],
      current: theirs.body.data,
    });
    const late = await call('post', `/${job.id}/close`, { version: 2 }).expect(409);
    expect(late.body.data.current.status).toBe('open');
    expect((await call('get', `/${job.id}`).expect(200)).body.data).toEqual(theirs.body.data);
    expect((await eventsOf(job.id)).map((event) => event.kind)).toEqual(['opened', 'changed']);
  });

  test('two saves in a row, each on the version the last answered, both succeed; a stale one of the same admin says it was her', async () => {
    const draft = await createJob();
    const first = await call('put', `/${draft.id}`, {
      ...pickForm(draft),
      level: 'Lead',
      version: draft.version,
    }).expect(200);
    expect(first.body.data).toMatchObject({ level: 'Lead', version: draft.version + 1 });
    const second = await call('put', `/${draft.id}`, {
      ...pickForm(first.body.data as AdminJob),
      team: 'Sleep Science',
      version: first.body.data.version,
    }).expect(200);
    expect(second.body.data).toMatchObject({ level: 'Lead', team: 'Sleep Science' });

    const stale = await call('put', `/${draft.id}`, {
      ...pickForm(draft),
      title: 'From an old tab',
      version: draft.version,
    }).expect(409);
    expect(stale.body.message).toBe(
      'You (in another tab or window) changed this job meanwhile: level, team. Your text is still in the form; reload to see the job as it is now.',
    );
  });

  test('a job without an apply link cannot go public: publishing, scheduling and reopening are a 400 naming applyUrl', async () => {
    const draft = await createJob({ applyUrl: null });
    for (const body of [{ version: 1 }, { version: 1, at: inDays(2) }]) {
      const res = await call('post', `/${draft.id}/publish`, body).expect(400);
      expect(res.body.data.field).toBe('applyUrl');
    }
    expect((await call('get', `/${draft.id}`).expect(200)).body.data).toEqual(draft);
    expect(await statusOf(`/job/${draft.id}`)).toBe(404);

    // A closed job that has none (older data) must get one before it reopens.
    const closed = await insertJob(db(), {
      title: uniqueLabel('No Link'),
      department: uniqueLabel('Dept'),
      apply_url: null,
      status: 'closed',
    });
    const refused = await call('post', `/${closed.id}/reopen`, { version: closed.version });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('applyUrl');
    expect(await statusOf(`/job/${closed.id}`)).toBe(410);

    // With a link it publishes.
    const linked = await call('put', `/${draft.id}`, {
      ...pickForm(draft),
      applyUrl: 'https://jobs.example/apply/linked',
      version: 1,
    }).expect(200);
    await call('post', `/${draft.id}/publish`, { version: linked.body.data.version }).expect(200);
  });

  test('an open or scheduled job keeps its apply link: a save without it is a 400 naming applyUrl', async () => {
    const open = await openJob();
    const res = await call('put', `/${open.id}`, {
      ...pickForm(open),
      applyUrl: null,
      version: open.version,
    }).expect(400);
    expect(res.body.data.field).toBe('applyUrl');
    const draft = await createJob();
    const scheduled = (
      await call('post', `/${draft.id}/publish`, { version: 1, at: inDays(2) }).expect(200)
    ).body.data as AdminJob;
    await call('put', `/${draft.id}`, {
      ...pickForm(scheduled),
      applyUrl: '',
      version: scheduled.version,
    }).expect(400);
    expect((await call('get', `/${open.id}`).expect(200)).body.data).toEqual(open);
  });

  test('unpublishing takes an open job off the site back to a draft: 410 at its address, a closed event, logged; it can be published again', async () => {
    const job = await openJob();
    const path = `/job/${job.id}`;
    await expect.poll(() => statusOf(path)).toBe(200);

    const res = await call('post', `/${job.id}/unpublish`, { version: 2 }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'draft', publishAt: null, version: 3 });
    await expect.poll(() => statusOf(path)).toBe(410);
    expect(await statusOf(`/job-ext/${job.slug}`)).toBe(410);
    expect((await publicCards()).some((card) => card.id === job.id)).toBe(false);
    expect(await lastmodOf(path)).toBeUndefined();
    expect(await feedLinks()).not.toContain(`${real.env.PUBLIC_ORIGIN}${path}`);
    expect((await eventsOf(job.id)).at(-1)).toEqual({
      kind: 'closed',
      changes: {
        status: { before: 'open', after: 'draft' },
        publishAt: { before: job.publishAt, after: null },
      },
    });
    expect((await activityOf(job.id)).at(-1)).toMatchObject({
      actor: TEST_ADMIN.email,
      action: 'job.unpublished',
      details: { title: job.title, version: 3, fields: 'status, publishAt' },
    });
    // Only an open job is unpublished.
    await call('post', `/${job.id}/unpublish`, { version: 3 }).expect(409);

    await call('post', `/${job.id}/publish`, { version: 3 }).expect(200);
    await expect.poll(() => statusOf(path)).toBe(200);
  });

  test('cancelling a schedule makes the job a draft again, with no event and a log entry', async () => {
    const draft = await createJob();
    await call('post', `/${draft.id}/publish`, { version: 1, at: inDays(2) }).expect(200);
    await call('post', `/${draft.id}/unschedule`, { version: 1 }).expect(409);

    const res = await call('post', `/${draft.id}/unschedule`, { version: 2 }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'draft', publishAt: null, version: 3 });
    expect(await statusOf(`/job/${draft.id}`)).toBe(404);
    expect(await eventsOf(draft.id)).toEqual([]);
    expect((await activityOf(draft.id)).at(-1)).toMatchObject({
      action: 'job.unscheduled',
      details: { version: 3, before: { status: 'scheduled' }, after: { status: 'draft' } },
    });
    await call('post', `/${draft.id}/unschedule`, { version: 3 }).expect(409);
  });

  test('deleting a draft that was never public removes it and logs it; any other job is refused and kept', async () => {
    const draft = await createJob();
    await call('delete', `/${draft.id}`, { version: 2 }).expect(409);
    const res = await call('delete', `/${draft.id}`, { version: 1 }).expect(200);
    expect(res.body.data).toEqual({ id: draft.id, title: draft.title });
    await call('get', `/${draft.id}`).expect(404);
    expect((await activityOf(draft.id)).at(-1)).toMatchObject({
      action: 'job.deleted',
      details: { title: draft.title, version: 2, after: null },
    });
    await call('delete', `/${draft.id}`, { version: 1 }).expect(404);

    const open = await openJob();
    await call('delete', `/${open.id}`, { version: open.version }).expect(409);
    // Public once, then a draft again: its address must keep answering 410.
    const unpublished = await call('post', `/${open.id}/unpublish`, {
      version: open.version,
    }).expect(200);
    const refused = await call('delete', `/${open.id}`, {
      version: unpublished.body.data.version,
    }).expect(409);
    expect(refused.body.message).toContain('was public once');
    await call('get', `/${open.id}`).expect(200);
    const bad = await call('delete', `/${open.id}`, {}).expect(400);
    expect(bad.body.data.field).toBe('version');
  });

  test('a job from an applicant-tracking system is read-only: 409 in words, nothing changes', async () => {
    const row = await insertJob(db(), {
      title: uniqueLabel('Synced Role'),
      department: uniqueLabel('Dept'),
      source: 'greenhouse',
      external_id: uniqueLabel('gh'),
      ats_url: 'https://boards.greenhouse.io/somnia/jobs/1',
    });
    const shown = (await call('get', `/${row.id}`).expect(200)).body.data as AdminJob;
    expect(shown).toMatchObject({
      source: 'greenhouse',
      atsUrl: 'https://boards.greenhouse.io/somnia/jobs/1',
    });

    for (const res of [
      call('put', `/${row.id}`, { ...pickForm(shown), title: 'Changed here', version: 1 }),
      call('post', `/${row.id}/close`, { version: 1 }),
    ]) {
      const answer = await res.expect(409);
      expect(answer.body.message).toBe(
        'This job comes from its applicant-tracking system (greenhouse): change it there.',
      );
    }
    expect((await call('get', `/${row.id}`).expect(200)).body.data).toEqual(shown);
    expect(await eventsOf(row.id)).toEqual([]);
  });

  test('a duplicate is a draft copy with its own slug, logged on the copy', async () => {
    const job = await openJob();
    const res = await call('post', `/${job.id}/duplicate`).expect(201);
    const copy = res.body.data as AdminJob;
    expect(copy).toMatchObject({
      ...pickForm(job),
      title: `${job.title} (copy)`,
      status: 'draft',
      version: 1,
      publishAt: null,
    });
    expect(copy.id).not.toBe(job.id);
    expect(copy.slug).not.toBe(job.slug);
    expect(await activityOf(copy.id)).toEqual([
      expect.objectContaining({
        action: 'job.duplicated',
        details: expect.objectContaining({ copiedFrom: job.id, title: copy.title }),
      }),
    ]);
    await call('post', '/999999/duplicate').expect(404);
  });

  test('the previews: Markdown through the site renderer and sanitiser, and any job in the public shape', async () => {
    const preview = await call('post', '/markdown-preview', {
      markdown: '**Bold** <script>alert(1)</script>[x](javascript:alert(1))',
    }).expect(200);
    expect(preview.body.data.html).toContain('<strong>Bold</strong>');
    expect(preview.body.data.html).not.toMatch(/script|javascript/);

    const draft = await createJob();
    const job = (await call('get', `/${draft.id}/preview`).expect(200)).body.data as Job;
    expect(job).toMatchObject({
      id: draft.id,
      title: draft.title,
      workplaceType: 'hybrid',
      pay: draft.pay,
      content: { description: expect.stringContaining('<strong>pipelines</strong>') },
    });
    await request(real.app).get(`/api/page/job/${draft.id}`).expect(404);
    await call('get', '/999999/preview').expect(404);
    const gone = await call('get', '/999999').expect(404);
    expect(gone.body.message).toBe('This job was removed.');
  });

  test('a token without admin:jobs gets 403 for every call and changes nothing', async () => {
    const job = await openJob();
    const count = await jobCount();
    const stored = () =>
      db().selectFrom('job').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    const before = await stored();
    const calls = [
      call('get', '', undefined, withoutJobs),
      call('get', `/${job.id}`, undefined, withoutJobs),
      call('get', `/${job.id}/preview`, undefined, withoutJobs),
      call('post', '', form(), withoutJobs),
      call('put', `/${job.id}`, { ...pickForm(job), title: 'Nope', version: 2 }, withoutJobs),
      call('post', `/${job.id}/duplicate`, undefined, withoutJobs),
      call('post', `/${job.id}/publish`, { version: 2 }, withoutJobs),
      call('post', `/${job.id}/close`, { version: 2 }, withoutJobs),
      call('post', `/${job.id}/reopen`, { version: 2 }, withoutJobs),
      call('post', `/${job.id}/unpublish`, { version: 2 }, withoutJobs),
      call('post', `/${job.id}/unschedule`, { version: 2 }, withoutJobs),
      call('delete', `/${job.id}`, { version: 2 }, withoutJobs),
      call('post', '/markdown-preview', { markdown: 'x' }, withoutJobs),
    ];
    for (const res of calls) await res.expect(403);
    expect(await jobCount()).toBe(count);
    expect(await stored()).toEqual(before);
    expect((await activityOf(job.id)).map((entry) => entry.action)).toEqual([
      'job.created',
      'job.published',
    ]);
  });
});

/** The form's fields of a job as the editor answered it. */
function pickForm(job: AdminJob): JobInput {
  const {
    title,
    department,
    team,
    level,
    employmentType,
    workplaceType,
    locations,
    remoteRegions,
    pay,
    description,
    applyUrl,
    closesAt,
    teamSize,
    relocationAssistance,
  } = job;
  return {
    title,
    department,
    team,
    level,
    employmentType,
    workplaceType,
    locations,
    remoteRegions,
    pay,
    description,
    applyUrl,
    closesAt,
    teamSize,
    relocationAssistance,
  };
}
