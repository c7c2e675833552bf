import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type {
  AdminPage,
  AdminPageRow,
  ContentFieldModel,
  ContentFields,
} from '../../../contract/admin-page-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { PageContent } from '../../../contract/page-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

type Section = Record<string, unknown> & { type: string };

describe.each(testDrivers())('/api/admin/pages [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutPages: string;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true, cacheHtml: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const otherScopes = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.pages);
    withoutPages = `Bearer ${await signAccessToken(key, { issuer, scope: otherScopes.join(' ') })}`;
  });
  afterAll(() => real.close());

  function call(
    method: 'get' | 'post' | 'put',
    path: string,
    body?: object,
    authorization = bearer,
  ) {
    const agent = request(real.app);
    const req = agent[method](`/api/admin/pages${path}`).set('Authorization', authorization);
    return body === undefined ? req : req.send(body);
  }

  /** The document at `path` (`/pages/accelerator`, `/hiring-faq`) as the editor opens it. */
  async function open(path: string): Promise<AdminPage> {
    const { id } = await real.services.database.db
      .selectFrom('content_document')
      .select('id')
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    return (await call('get', `/${id}`).expect(200)).body.data as AdminPage;
  }

  const save = (page: AdminPage, fields: ContentFields, authorization = bearer) =>
    call('put', `/${page.id}`, { ...fields, version: page.version }, authorization);

  const publicPage = async (path: string): Promise<PageContent> =>
    (await request(real.app).get(`/api/page/${path}`).expect(200)).body.data as PageContent;

  const sectionsOf = (fields: ContentFields) => fields.section as Section[];

  test('lists the hiring FAQ first, then the pages by name; 403 without admin:pages', async () => {
    const res = await call('get', '?page=1').expect(200);
    const rows = res.body.data.content as AdminPageRow[];
    expect(rows[0]).toMatchObject({ kind: 'faq', path: '/hiring-faq', status: 'published' });
    const names = rows.slice(1).map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(res.body.data.pager.total).toBeGreaterThan(20);
    const found = await call('get', '?search=accelerator').expect(200);
    expect(found.body.data.content).toEqual([
      expect.objectContaining({ path: '/pages/accelerator', publicPath: '/accelerator' }),
    ]);

    await call('get', '', undefined, withoutPages).expect(403);
  });

  test('offers each block kind’s fields as the content schemas say', async () => {
    const model = (await call('get', '/fields').expect(200)).body.data as ContentFieldModel;
    const hero = model.blocks.find((block) => block.type === 'hero');
    expect(hero?.fields.map((field) => [field.name, field.kind])).toEqual(
      expect.arrayContaining([
        ['heading', 'text'],
        ['image', 'group'],
        ['actions', 'list'],
      ]),
    );
    const richText = model.blocks.find((block) => block.type === 'rich-text');
    expect(richText?.fields).toContainEqual(
      expect.objectContaining({ name: 'markdown', kind: 'markdown' }),
    );
    expect(model.faq).toContainEqual(
      expect.objectContaining({ name: 'items', kind: 'list', min: 1 }),
    );
  });

  test('a block’s bad field is a 400 naming the block and the field; nothing is stored', async () => {
    const page = await open('/pages/how-we-hire');
    const sections = sectionsOf(page.fields).map((section, index) =>
      index === 3 ? { ...section, heading: '   ' } : section,
    );

    const res = await save(page, { ...page.fields, section: sections }).expect(400);

    expect(res.body.data.field).toBe('section.3.heading');
    expect(res.body.message).toBe('Invalid section.3.heading: must not be empty');
    expect(await open('/pages/how-we-hire')).toEqual(page);
    const wrongKind = sectionsOf(page.fields).map((section, index) =>
      index === 0 ? { ...section, type: 'no-such-block' } : section,
    );
    const unknown = await save(page, { ...page.fields, section: wrongKind }).expect(400);
    expect(unknown.body.data.field).toBe('section.0.type');
    const misspelt = sectionsOf(page.fields).map((section, index) =>
      index === 2 ? { ...section, colour: 'blue' } : section,
    );
    const extra = await save(page, { ...page.fields, section: misspelt }).expect(400);
    expect(extra.body.data.field).toBe('section.2.colour');
  });

  test('403 without admin:pages, and nothing changes', async () => {
    const page = await open('/pages/how-we-hire');

    await save(page, { ...page.fields, title: 'Changed by a stranger' }, withoutPages).expect(403);
    await call('post', `/${page.id}/publish`, { version: page.version }, withoutPages).expect(403);

    expect(await open('/pages/how-we-hire')).toEqual(page);
  });

  test('a stale version is a 409 with the page as it is now', async () => {
    const page = await open('/pages/students');
    const first = await save(page, { ...page.fields, title: 'Students, first edit' }).expect(200);

    const late = await save(page, { ...page.fields, title: 'Students, late edit' }).expect(409);

    expect(late.body.data.current).toEqual(first.body.data);
    expect(late.body.data.current.fields.title).toBe('Students, first edit');
    expect((await open('/pages/students')).fields.title).toBe('Students, first edit');
  });

  test('a changed text and a hidden block are on the public page once published, not before', async () => {
    const before = await publicPage('accelerator');
    const page = await open('/pages/accelerator');
    const sections = sectionsOf(page.fields).map((section) =>
      section.type === 'hero'
        ? { ...section, heading: 'A year that starts a career.' }
        : section.type === 'timeline'
          ? { ...section, hidden: true }
          : section,
    );

    const saved = (await save(page, { ...page.fields, section: sections }).expect(200)).body
      .data as AdminPage;
    expect(saved).toMatchObject({ status: 'published', hasUnpublishedChanges: true });
    expect(await publicPage('accelerator')).toEqual(before);
    const preview = (await call('get', `/${page.id}/preview`).expect(200)).body.data as PageContent;
    expect(preview.section.map((section) => section.type)).not.toContain('timeline');

    await call('post', `/${page.id}/publish`, { version: saved.version }).expect(200);

    const after = await publicPage('accelerator');
    expect(after.section.map((section) => section.type)).toEqual(
      before.section.map((section) => section.type).filter((type) => type !== 'timeline'),
    );
    expect(after.section[0]).toMatchObject({
      type: 'hero',
      heading: 'A year that starts a career.',
    });
    expect(JSON.stringify(after)).not.toContain('hidden');
    // The editor keeps the hidden block, to show it again.
    const kept = sectionsOf((await open('/pages/accelerator')).fields);
    expect(kept.find((section) => section.type === 'timeline')).toMatchObject({ hidden: true });
  });

  test('an FAQ entry added is served once published; ids stay unique', async () => {
    const faq = await open('/hiring-faq');
    const items = faq.fields.items as Record<string, unknown>[];
    const entry = {
      id: 'relocation-help',
      question: 'Do you help with relocation?',
      answer: 'Yes: **a relocation budget** and a month in a furnished flat.',
    };
    const duplicate = await save(faq, {
      ...faq.fields,
      items: [...items, { ...entry, id: items[0]?.id }],
    }).expect(400);
    expect(duplicate.body.data.field).toBe(`items.${items.length}.id`);

    const saved = (await save(faq, { ...faq.fields, items: [entry, ...items] }).expect(200)).body
      .data as AdminPage;
    await call('post', `/${faq.id}/publish`, { version: saved.version }).expect(200);

    const served = await request(real.app).post('/_content/hiring-faq').send({}).expect(200);
    expect(served.body.items[0]).toEqual(entry);
    expect(served.body.items.slice(1)).toEqual(items);
  });

  test('a post is not a page here: 404', async () => {
    const { id } = await real.services.database.db
      .selectFrom('content_document')
      .select('id')
      .where('kind', '=', 'blog')
      .executeTakeFirstOrThrow();
    await call('get', `/${id}`).expect(404);
  });
});
