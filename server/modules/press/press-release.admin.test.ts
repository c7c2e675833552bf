import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type {
  AdminPressRelease,
  AdminPressReleaseRow,
  PressReleaseInput,
} from '../../../contract/admin-press-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { PressRelease } from '../../../contract/page-types';
import { readSigningKey, signAccessToken, TEST_ADMIN } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

const HOUR_MS = 3_600_000;

const FORM: PressReleaseInput = {
  title: 'Somnia opens a store in Vienna',
  summary: 'The first store in Austria opens on the Mariahilfer Straße.',
  body: 'Somnia opens its **first store** in Austria.\n\nOpen positions are on the [careers site](/job).',
  location: 'Vienna',
  storySlug: null,
  publishedAt: '2026-11-20T09:00:00.000Z',
  publishAt: null,
};

describe.each(testDrivers())('/api/admin/press/releases [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutPress: string;
  const BEA = 'bea@somnia.example';
  let bea: string;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true, cacheHtml: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const others = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.press);
    withoutPress = `Bearer ${await signAccessToken(key, { issuer, scope: others.join(' ') })}`;
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
    const req = request(real.app)[method](`/api/admin/press/releases${path}`);
    req.set('Authorization', authorization);
    return body === undefined ? req : req.send(body);
  }

  async function createRelease(fields: Partial<PressReleaseInput> = {}) {
    const res = await call('post', '', { ...FORM, ...fields }).expect(201);
    return res.body.data as AdminPressRelease;
  }

  const activityOf = (id: number) =>
    db()
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'press_release')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const releaseCount = async () =>
    (
      await db()
        .selectFrom('press_release')
        .select(db().fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  test('a new release without an embargo is on /press/releases and its page at once, logged', async () => {
    await request(real.app).get('/api/page/press/releases').expect(200); // cached before
    const release = await createRelease();

    expect(release).toMatchObject({
      ...FORM,
      shownDate: FORM.publishedAt,
      embargoed: false,
      version: 1,
      publicPath: `/press/releases/${release.id}`,
    });
    const page = await request(real.app).get(`/api/page/press/releases/${release.id}`).expect(200);
    expect(page.body.data.section[0].release).toMatchObject({
      title: FORM.title,
      publishedAt: FORM.publishedAt,
    });
    expect(page.body.data.section[0].release.body).toContain('<strong>first store</strong>');
    const list = await request(real.app).get('/api/page/press/releases').expect(200);
    expect(JSON.stringify(list.body.data.section)).toContain(FORM.title);
    expect(await activityOf(release.id)).toEqual([
      {
        actor: TEST_ADMIN.email,
        action: 'press.release_created',
        details: { title: FORM.title, version: 1, before: null, after: FORM },
      },
    ]);
  });

  test('a release that retells a story is dated by it; a story taken or unknown is a 400 naming storySlug', async () => {
    const seeded = await db()
      .selectFrom('press_release')
      .select('id')
      .where('story_slug', '=', 'lisbon-tech-hub-new-home')
      .executeTakeFirstOrThrow();
    const taken = await call('post', '', {
      ...FORM,
      storySlug: 'lisbon-tech-hub-new-home',
      publishedAt: null,
    }).expect(400);
    expect(taken.body.data.field).toBe('storySlug');
    const unknown = await call('post', '', {
      ...FORM,
      storySlug: 'no-such-story',
      publishedAt: null,
    }).expect(400);
    expect(unknown.body.data.field).toBe('storySlug');

    await call('delete', `/${seeded.id}`).expect(200);
    const retold = await createRelease({
      storySlug: 'lisbon-tech-hub-new-home',
      publishedAt: null,
    });
    const stories = (
      await request(real.app).get('/api/admin/press/stories').set('Authorization', bearer)
    ).body.data as { slug: string; publishedAt: string }[];
    const story = stories.find((item) => item.slug === 'lisbon-tech-hub-new-home');
    expect(retold).toMatchObject({ publishedAt: null, shownDate: story?.publishedAt });
    const page = await request(real.app).get(`/api/page/press/releases/${retold.id}`).expect(200);
    expect(page.body.data.section[0].release.publishedAt).toBe(story?.publishedAt);
  });

  test('each bad field is a 400 naming it, and nothing is stored', async () => {
    const before = await releaseCount();
    const cases: [object, string][] = [
      [{ ...FORM, title: ' ' }, 'title'],
      [{ ...FORM, summary: 'x'.repeat(601) }, 'summary'],
      [{ ...FORM, body: '' }, 'body'],
      [{ ...FORM, location: 'x'.repeat(81) }, 'location'],
      [{ ...FORM, storySlug: 'Not A Slug' }, 'storySlug'],
      [{ ...FORM, publishedAt: '20 November' }, 'publishedAt'],
      [{ ...FORM, publishedAt: null }, 'publishedAt'],
      [{ ...FORM, storySlug: 'pulse-2-launch' }, 'storySlug'],
      [{ ...FORM, publishAt: new Date(Date.now() - HOUR_MS).toISOString() }, 'publishAt'],
      [{ ...FORM, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const res = await call('post', '', body).expect(400);
      expect(res.body.data.field, JSON.stringify(body)).toBe(field);
    }
    const release = await createRelease();
    const put = await call('put', `/${release.id}`, { ...FORM, version: 'one' }).expect(400);
    expect(put.body.data.field).toBe('version');
    const id = await call('get', '/abc').expect(400);
    expect(id.body.data.field).toBe('id');
    const preview = await request(real.app)
      .post('/api/admin/press/markdown-preview')
      .set('Authorization', bearer)
      .send({ markdown: 12 })
      .expect(400);
    expect(preview.body.data.field).toBe('markdown');
    expect(await releaseCount()).toBe(before + 1);
  });

  test('a save on a stale version is a 409 saying who changed what, with the release as it is now; nothing is stored', async () => {
    const release = await createRelease();
    const first = await call(
      'put',
      `/${release.id}`,
      { ...FORM, title: 'Somnia opens in Vienna', version: 1 },
      bea,
    ).expect(200);
    expect(first.body.data).toMatchObject({ title: 'Somnia opens in Vienna', version: 2 });

    const stale = await call('put', `/${release.id}`, {
      ...FORM,
      summary: 'Mine',
      version: 1,
    }).expect(409);
    expect(stale.body.message).toContain(`${BEA} changed this release meanwhile: title.`);
    expect(stale.body.data).toMatchObject({
      field: 'version',
      changedFields: ['title'],
      current: first.body.data,
    });
    const stored = await call('get', `/${release.id}`).expect(200);
    expect(stored.body.data).toEqual(first.body.data);
    expect((await activityOf(release.id)).at(-1)).toEqual({
      actor: BEA,
      action: 'press.release_changed',
      details: {
        title: 'Somnia opens in Vienna',
        version: 2,
        fields: 'title',
        before: { title: FORM.title },
        after: { title: 'Somnia opens in Vienna' },
      },
    });
  });

  test('the previews: Markdown through the site renderer and sanitiser, and the release in its public shape', async () => {
    const md = await request(real.app)
      .post('/api/admin/press/markdown-preview')
      .set('Authorization', bearer)
      .send({ markdown: 'A **bold** move <script>alert(1)</script>' })
      .expect(200);
    expect(md.body.data.html).toContain('<strong>bold</strong>');
    expect(md.body.data.html).not.toContain('<script>');

    const embargoed = await createRelease({
      publishAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
    });
    const preview = await call('get', `/${embargoed.id}/preview`).expect(200);
    const release = preview.body.data as PressRelease;
    expect(release).toMatchObject({ id: embargoed.id, title: FORM.title });
    expect(release.body).toContain('<strong>first store</strong>');
  });

  test('the list shows the embargoed first, then the newest, with a search', async () => {
    const soon = await createRelease({
      title: 'Listed Embargo',
      publishAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    });
    const res = await call('get', '?search=Listed').expect(200);
    const rows = res.body.data.content as AdminPressReleaseRow[];
    expect(rows.map((row) => [row.id, row.embargoed])).toEqual([[soon.id, true]]);
    const all = await call('get', '').expect(200);
    expect((all.body.data.content as AdminPressReleaseRow[])[0]?.embargoed).toBe(true);
  });

  test('a removed release leaves its page at once and is logged; removing it again is a 404', async () => {
    const release = await createRelease({ title: 'Gone Soon' });
    await request(real.app).get(`/api/page/press/releases/${release.id}`).expect(200);
    await call('delete', `/${release.id}`).expect(200);
    await expect
      .poll(
        async () => (await request(real.app).get(`/api/page/press/releases/${release.id}`)).status,
      )
      .toBe(404);
    await call('delete', `/${release.id}`).expect(404);
    expect((await activityOf(release.id)).at(-1)).toMatchObject({
      action: 'press.release_removed',
      details: { title: 'Gone Soon', after: null },
    });
  });

  test('a token without admin:press gets 403 for every call and changes nothing', async () => {
    const release = await createRelease();
    const before = await call('get', `/${release.id}`).expect(200);
    const count = await releaseCount();
    await call('get', '', undefined, withoutPress).expect(403);
    await call('get', `/${release.id}`, undefined, withoutPress).expect(403);
    await call('get', `/${release.id}/preview`, undefined, withoutPress).expect(403);
    await call('post', '', FORM, withoutPress).expect(403);
    await call('put', `/${release.id}`, { ...FORM, title: 'X', version: 1 }, withoutPress).expect(
      403,
    );
    await call('delete', `/${release.id}`, undefined, withoutPress).expect(403);
    await call('get', `/${release.id}/preview-links`, undefined, withoutPress).expect(403);
    await call('post', `/${release.id}/preview-links`, { recipientName: 'X' }, withoutPress).expect(
      403,
    );
    for (const path of ['/api/admin/press/stories', '/api/admin/press/news']) {
      await request(real.app).get(path).set('Authorization', withoutPress).expect(403);
    }
    await request(real.app)
      .post('/api/admin/press/markdown-preview')
      .set('Authorization', withoutPress)
      .send({ markdown: 'x' })
      .expect(403);

    expect(await releaseCount()).toBe(count);
    expect((await call('get', `/${release.id}`).expect(200)).body.data).toEqual(before.body.data);
    expect((await activityOf(release.id)).map((entry) => entry.action)).toEqual([
      'press.release_created',
    ]);
  });
});
