import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type {
  AdminPreviewLink,
  AdminPressRelease,
  CreatedPreviewLink,
} from '../../../contract/admin-press-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { childText, childrenNamed, parseHtml, parseXml } from '../../test-support/seo-test-support';
import { testDrivers } from '../../test-support/test-database';

const HOUR_MS = 3_600_000;
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15';

describe.each(testDrivers())('embargoed press releases and their preview links [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutPress: string;
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
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const admin = (method: 'get' | 'post', path: string, body?: object, authorization = bearer) => {
    const req = request(real.app)[method](`/api/admin/press/releases${path}`);
    req.set('Authorization', authorization);
    return body === undefined ? req : req.send(body);
  };

  async function embargoedRelease(title: string): Promise<AdminPressRelease> {
    const res = await admin('post', '', {
      title,
      summary: 'Under embargo until the results are out.',
      body: 'The **annual results**.',
      publishAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
    }).expect(201);
    return res.body.data as AdminPressRelease;
  }

  /** Where the public can see a release: its page, the list, /press, the feed and the sitemap. */
  async function whereShown(release: AdminPressRelease) {
    const path = `/press/releases/${release.id}`;
    const url = `${real.env.PUBLIC_ORIGIN}${path}`;
    const feed = parseXml((await request(real.app).get('/feeds/press-releases.xml')).text);
    const sitemap = parseXml((await request(real.app).get('/sitemap.xml')).text);
    const [page, list, landing] = await Promise.all(
      [path, '/api/page/press/releases', '/api/page/press'].map((p) => request(real.app).get(p)),
    );
    return {
      page: page?.status,
      list: JSON.stringify(list?.body.data.section).includes(release.title),
      landing: JSON.stringify(landing?.body.data.section).includes(release.title),
      feed: childrenNamed(feed, 'channel')
        .flatMap((channel) => childrenNamed(channel, 'item'))
        .some((item) => childText(item, 'link') === url),
      sitemap: childrenNamed(sitemap, 'url').some((entry) => childText(entry, 'loc') === url),
    };
  }

  const runEmbargoTask = async () => {
    await real.services.tasks.requestRun('press.publish-embargoed');
    await real.services.tasks.tick();
  };

  test('an embargoed release is nowhere public until its time, then the task publishes it everywhere at once', async () => {
    const release = await embargoedRelease('Somnia annual results 2026');
    expect(release).toMatchObject({ embargoed: true, shownDate: release.publishAt });
    const hidden = { page: 404, list: false, landing: false, feed: false, sitemap: false };
    expect(await whereShown(release)).toEqual(hidden);
    const overview = async () =>
      (await request(real.app).get('/api/admin').set('Authorization', bearer).expect(200)).body.data
        .content.scheduledReleases as number;
    const waiting = await overview();
    expect(waiting).toBeGreaterThan(0);
    // Its time has not come: the task leaves it.
    await runEmbargoTask();
    expect(await whereShown(release)).toEqual(hidden);

    // As if the day had passed.
    await db()
      .updateTable('press_release')
      .set({ publish_at: new Date(Date.now() - 1_000), published_at: new Date(Date.now() - 1_000) })
      .where('id', '=', release.id)
      .execute();
    expect((await whereShown(release)).page).toBe(404); // the caches hold until the task
    await runEmbargoTask();

    await expect
      .poll(() => whereShown(release))
      .toEqual({ page: 200, list: true, landing: true, feed: true, sitemap: true });
    const published = (await admin('get', `/${release.id}`).expect(200)).body
      .data as AdminPressRelease;
    expect(published).toMatchObject({ embargoed: false, publishAt: null, version: 2 });
    expect(await overview()).toBe(waiting - 1);
    const [entry] = await db()
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'press_release')
      .where('entity_id', '=', String(release.id))
      .where('action', '=', 'press.release_published')
      .execute();
    expect(entry).toMatchObject({ actor: 'Embargo ended', details: { version: 2 } });
  });

  test('a preview link shows the embargoed release to its journalist: noindex, never cached, each opening logged', async () => {
    const release = await embargoedRelease('Somnia opens in Copenhagen');
    const created = await admin('post', `/${release.id}/preview-links`, {
      recipientName: 'Jo Reporter',
      recipientEmail: 'jo@paper.example',
    }).expect(201);
    const link = created.body.data as CreatedPreviewLink;
    expect(link.url).toMatch(/^\/press\/preview\/[\w-]{43}$/);

    const page = await request(real.app).get(link.url).set('User-Agent', BROWSER).expect(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = parseHtml(page.text);
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
    expect(html.querySelector('h1')?.textContent).toBe(release.title);
    expect(page.text).toContain('Embargoed until');
    const data = await request(real.app)
      .get(`/api/page${link.url}`)
      .set('User-Agent', 'x'.repeat(300))
      .expect(200);
    expect(data.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(data.headers['cache-control']).toBe('private, no-store');

    const links = (await admin('get', `/${release.id}/preview-links`).expect(200)).body
      .data as AdminPreviewLink[];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      recipientName: 'Jo Reporter',
      recipientEmail: 'jo@paper.example',
      revokedAt: null,
    });
    // The newest first; a user agent is kept short.
    expect(links[0]?.openings.map((opening) => opening.userAgent)).toEqual([
      'x'.repeat(160),
      BROWSER,
    ]);
    // The release itself is still hidden, and no preview is in the sitemap.
    await request(real.app).get(`/press/releases/${release.id}`).expect(404);
    expect((await request(real.app).get('/sitemap.xml')).text).not.toContain('/press/preview/');
  });

  test('a revoked link answers a readable 410 page and logs no more openings; revoking again changes nothing', async () => {
    const release = await embargoedRelease('Somnia opens in Oslo');
    const link = (
      await admin('post', `/${release.id}/preview-links`, { recipientName: 'Kim' }).expect(201)
    ).body.data as CreatedPreviewLink;
    await request(real.app).get(link.url).expect(200);

    const revoked = await admin('post', `/${release.id}/preview-links/${link.id}/revoke`).expect(
      200,
    );
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const gone = await request(real.app).get(link.url).expect(410);
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(gone.text).toContain('withdrawn by the press office');
    await admin('post', `/${release.id}/preview-links/${link.id}/revoke`).expect(200);
    await request(real.app).get('/press/preview/not-a-link-of-anyone-at-all-here').expect(404);

    const [listed] = (await admin('get', `/${release.id}/preview-links`).expect(200)).body
      .data as AdminPreviewLink[];
    expect(listed?.openings).toHaveLength(1);
    const actions = await db()
      .selectFrom('activity_log')
      .select('action')
      .where('entity', '=', 'press_release')
      .where('entity_id', '=', String(release.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'press.release_embargoed',
      'press.preview_link_created',
      'press.preview_link_revoked',
    ]);
  });

  test('preview links refuse bad input naming the field, a public release (409) and a token without admin:press (403)', async () => {
    const release = await embargoedRelease('Somnia opens in Milan');
    const noName = await admin('post', `/${release.id}/preview-links`, { recipientName: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.data.field).toBe('recipientName');
    const badMail = await admin('post', `/${release.id}/preview-links`, {
      recipientName: 'Jo',
      recipientEmail: 'not-an-address',
    }).expect(400);
    expect(badMail.body.data.field).toBe('recipientEmail');
    const badLink = await admin('post', `/${release.id}/preview-links/x/revoke`).expect(400);
    expect(badLink.body.data.field).toBe('linkId');

    const [publicRelease] = await db()
      .selectFrom('press_release')
      .select('id')
      .where('publish_at', 'is', null)
      .limit(1)
      .execute();
    const conflict = await admin('post', `/${publicRelease?.id}/preview-links`, {
      recipientName: 'Jo',
    }).expect(409);
    expect(conflict.body.data.field).toBe('publishAt');

    await admin(
      'post',
      `/${release.id}/preview-links`,
      { recipientName: 'Jo' },
      withoutPress,
    ).expect(403);
    const links = await db()
      .selectFrom('press_preview_link')
      .select('id')
      .where('release_id', '=', release.id)
      .execute();
    expect(links).toEqual([]);
  });
});
