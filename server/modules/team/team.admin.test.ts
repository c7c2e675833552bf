import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminTeamMember, AdminTeamMemberSummary } from '../../../contract/admin-types';
import type { Section, TeamMemberSummary } from '../../../contract/page-types';
import { readSigningKey, signAccessToken, TEST_ADMIN } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

const FORM = {
  name: 'Ana Ruiz',
  role: 'Data Engineer',
  team: 'Data',
  location: 'Lisbon',
  bio: 'Ana builds the **pipelines** behind the warehouse forecasts.',
  quote: 'Small data, well kept.',
  joinedAt: '2024-03-01',
};

interface Upload {
  bytes: Buffer;
  filename: string;
  contentType?: string;
}

function photo(width = 900, height = 600, format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .toFormat(format)
    .toBuffer();
}

describe.each(testDrivers())('/api/admin/team [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutTeam: string;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const otherScopes = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.team);
    withoutTeam = `Bearer ${await signAccessToken(key, { issuer, scope: otherScopes.join(' ') })}`;
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;

  /** A multipart save: the fields, and the portrait when given. */
  function send(
    method: 'post' | 'put',
    path: string,
    fields: Record<string, string>,
    portrait?: Upload,
    authorization = bearer,
  ) {
    let req = request(real.app)[method](`/api/admin/${path}`).set('Authorization', authorization);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    if (portrait) {
      req = req.attach('portrait', portrait.bytes, {
        filename: portrait.filename,
        contentType: portrait.contentType ?? 'image/jpeg',
      });
    }
    return req;
  }

  async function addMember(fields: Record<string, string> = FORM): Promise<AdminTeamMember> {
    const res = await send('post', 'team', fields, {
      bytes: await photo(),
      filename: 'ana.jpg',
    }).expect(201);
    return res.body.data as AdminTeamMember;
  }

  async function teamCards(): Promise<TeamMemberSummary[]> {
    const res = await request(real.app).get('/api/page/team').expect(200);
    const sections = res.body.data.section as Section[];
    const list = sections.find((section) => section.type === 'team-list');
    return list?.type === 'team-list' ? list.list : [];
  }

  const activityOf = (id: number) =>
    db()
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'team_member')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const memberCount = async () =>
    (
      await db()
        .selectFrom('team_member')
        .select(db().fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  test('a new member with a portrait is on /team at once, its portrait resized and cached for good', async () => {
    await teamCards(); // the page is in the cache before the change
    const member = await addMember();

    expect(member).toMatchObject({ ...FORM, version: 1 });
    const cardOf = async () => (await teamCards()).find((card) => card.id === member.id);
    await expect.poll(cardOf).toBeDefined();
    const card = await cardOf();
    expect(card?.portrait.src).toMatch(/^\/media\/team\/\d+\/[0-9a-f]{16}\/400\.webp$/);
    expect((await teamCards()).at(-1)?.id).toBe(member.id);

    const image = await request(real.app)
      .get(card?.portrait.src ?? '')
      .buffer(true)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    const page = await request(real.app).get(`/api/page/team/${member.id}`).expect(200);
    const detail = (page.body.data.section as Section[])[0];
    const pageSrc = detail?.type === 'team-member' ? detail.member.portrait.src : '';
    expect(pageSrc).toMatch(/\/800\.webp$/);
    const large = await request(real.app).get(pageSrc).buffer(true).expect(200);
    expect((await sharp(large.body as Buffer).metadata()).width).toBe(800);

    expect(await activityOf(member.id)).toEqual([
      {
        actor: TEST_ADMIN.email,
        action: 'team.added',
        details: {
          name: 'Ana Ruiz',
          version: 1,
          before: null,
          after: { ...FORM, portrait: card?.portrait.src },
        },
      },
    ]);
  });

  test('each bad field is a 400 naming it, what is stored stays as it was', async () => {
    const before = await memberCount();
    const jpeg: Upload = { bytes: await photo(), filename: 'ana.jpg' };
    const cases: [Record<string, string>, Upload | undefined, string][] = [
      [{ ...FORM, name: '  ' }, jpeg, 'name'],
      [{ ...FORM, role: 'x'.repeat(121) }, jpeg, 'role'],
      [{ ...FORM, joinedAt: '1 March' }, jpeg, 'joinedAt'],
      [{ ...FORM, bio: '' }, jpeg, 'bio'],
      [{ ...FORM, colour: 'red' }, jpeg, 'colour'],
      [FORM, undefined, 'portrait'],
      // A text file called .png: the content decides, not the name.
      [
        FORM,
        { bytes: Buffer.from('not an image at all'), filename: 'a.png', contentType: 'image/png' },
        'portrait',
      ],
      [FORM, { bytes: await photo(300, 300, 'png'), filename: 'small.png' }, 'portrait'],
    ];
    for (const [fields, portrait, field] of cases) {
      const res = await send('post', 'team', fields, portrait).expect(400);
      expect(res.body.data.field, JSON.stringify(fields)).toBe(field);
    }
    expect(await memberCount()).toBe(before);
  });

  test('a portrait over 5 MB is a 413 naming the portrait', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await send('post', 'team', FORM, { bytes: big, filename: 'big.jpg' }).expect(413);
    expect(res.body.data.field).toBe('portrait');
  });

  test('a body that is not a multipart form is a 415 saying so; no body at all names the first field', async () => {
    const member = await addMember();
    const before = await memberCount();
    for (const [method, path] of [
      ['post', 'team'],
      ['put', `team/${member.id}`],
    ] as const) {
      const call = () =>
        request(real.app)[method](`/api/admin/${path}`).set('Authorization', bearer);
      const wrongTypes = [
        await call().send({}),
        await call().type('text').send('name=Ana'),
        await call().type('form').send(FORM),
      ];
      for (const res of wrongTypes) {
        expect(res.status, `${method} ${res.text}`).toBe(415);
        expect(res.body).toMatchObject({
          message: 'Invalid body: must be sent as multipart/form-data',
          data: { field: 'body' },
        });
      }
      const none = await call().expect(400);
      expect(none.body.data.field).toBe('name');
    }
    expect(await memberCount()).toBe(before);
  });

  test('an empty portrait file and a 40-megapixel one are each a 400 naming the portrait', async () => {
    // 8000 × 5000 of one grey: 40 MP in about 130 kB, refused by its header before decoding.
    const huge = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: '#2a6f97' },
    })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    const empty = await send('post', 'team', FORM, {
      bytes: Buffer.alloc(0),
      filename: 'empty.jpg',
    }).expect(400);
    const tooLarge = await send('post', 'team', FORM, {
      bytes: huge,
      filename: 'huge.png',
      contentType: 'image/png',
    }).expect(400);

    expect(empty.body.data.issues).toEqual([{ field: 'portrait', message: 'is an empty file' }]);
    expect(tooLarge.body.data.issues).toEqual([
      { field: 'portrait', message: 'must be at most 25 megapixels (this one has 40.0)' },
    ]);
  });

  test('two portraits uploaded at once are both stored and served', async () => {
    const uploads = await Promise.all([photo(1600, 1200), photo(1200, 1600)]);
    const [first, second] = await Promise.all(
      uploads.map((bytes, index) =>
        send('post', 'team', { ...FORM, name: `At once ${index}` }, { bytes, filename: 'a.jpg' }),
      ),
    );

    for (const res of [first, second]) {
      expect(res?.status).toBe(201);
      const { portraitSrc } = res?.body.data as AdminTeamMember;
      await request(real.app).get(portraitSrc).expect(200);
    }
  });

  test('a save, a move and a removal each refuse bad input with the field named', async () => {
    const member = await addMember();
    const put = await send('put', `team/${member.id}`, { ...FORM, version: 'one' }).expect(400);
    expect(put.body.data.field).toBe('version');
    const missing = await send('put', `team/${member.id}`, FORM).expect(400);
    expect(missing.body.data.field).toBe('version');
    const move = await request(real.app)
      .post(`/api/admin/team/${member.id}/move`)
      .set('Authorization', bearer)
      .send({ direction: 'sideways' })
      .expect(400);
    expect(move.body.data.field).toBe('direction');
    const id = await request(real.app)
      .delete('/api/admin/team/abc')
      .set('Authorization', bearer)
      .expect(400);
    expect(id.body.data.field).toBe('id');
  });

  test('line breaks sent as CRLF, as browsers send form text, are stored as LF', async () => {
    const member = await addMember({ ...FORM, bio: 'One.\r\n\r\nTwo.', quote: 'A\r\nB' });
    expect(member).toMatchObject({ bio: 'One.\n\nTwo.', quote: 'A\nB' });
  });

  test('a token without admin:team gets 403 for every call and changes nothing', async () => {
    const member = await addMember();
    const before = await db()
      .selectFrom('team_member')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const count = await memberCount();
    await request(real.app).get('/api/admin/team').set('Authorization', withoutTeam).expect(403);
    await request(real.app)
      .get(`/api/admin/team/${member.id}`)
      .set('Authorization', withoutTeam)
      .expect(403);
    await send(
      'post',
      'team',
      FORM,
      { bytes: await photo(), filename: 'a.jpg' },
      withoutTeam,
    ).expect(403);
    await send(
      'put',
      `team/${member.id}`,
      { ...FORM, role: 'CTO', version: '1' },
      undefined,
      withoutTeam,
    ).expect(403);
    await request(real.app)
      .post(`/api/admin/team/${member.id}/move`)
      .set('Authorization', withoutTeam)
      .send({ direction: 'up' })
      .expect(403);
    await request(real.app)
      .delete(`/api/admin/team/${member.id}`)
      .set('Authorization', withoutTeam)
      .expect(403);

    expect(await memberCount()).toBe(count);
    expect(
      await db()
        .selectFrom('team_member')
        .selectAll()
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await activityOf(member.id)).map((entry) => entry.action)).toEqual(['team.added']);
  });

  test('a save on a stale version is a 409 saying who changed what, with the member as they are now; it stores nothing', async () => {
    const member = await addMember();
    const first = await send('put', `team/${member.id}`, {
      ...FORM,
      role: 'Staff Data Engineer',
      version: '1',
    }).expect(200);
    expect(first.body.data).toMatchObject({ role: 'Staff Data Engineer', version: 2 });

    const second = await send('put', `team/${member.id}`, {
      ...FORM,
      quote: 'Mine',
      version: '1',
    }).expect(409);
    // The same admin in another tab: named as such, not as someone else.
    expect(second.body.message).toContain(
      'You (in another tab or window) changed this team member meanwhile: role.',
    );
    // The job's shape: the form shows theirs and bases the next save on it without a refetch.
    expect(second.body.data).toMatchObject({
      field: 'version',
      changedFields: ['role'],
      current: first.body.data,
    });
    const stored = await request(real.app)
      .get(`/api/admin/team/${member.id}`)
      .set('Authorization', bearer)
      .expect(200);
    expect(stored.body.data).toEqual(second.body.data.current);
    expect(stored.body.data).toMatchObject({
      role: 'Staff Data Engineer',
      quote: FORM.quote,
      version: 2,
    });

    expect(await activityOf(member.id)).toEqual([
      expect.objectContaining({ action: 'team.added' }),
      {
        actor: TEST_ADMIN.email,
        action: 'team.changed',
        details: {
          name: 'Ana Ruiz',
          version: 2,
          fields: 'role',
          before: { role: 'Data Engineer' },
          after: { role: 'Staff Data Engineer' },
        },
      },
    ]);
  });

  test('a new portrait gets new URLs and the old ones are gone', async () => {
    const member = await addMember();
    const saved = await send(
      'put',
      `team/${member.id}`,
      { ...FORM, version: '1' },
      {
        bytes: await photo(1200, 1200, 'png'),
        filename: 'new.png',
      },
    ).expect(200);
    const after = saved.body.data as AdminTeamMember;
    expect(after.portraitSrc).not.toBe(member.portraitSrc);
    await request(real.app).get(member.portraitSrc).expect(404);
    await request(real.app).get(after.portraitSrc).expect(200);
    const [, changed] = await activityOf(member.id);
    expect(changed?.details).toMatchObject({
      fields: 'portrait',
      before: { portrait: member.portraitSrc },
      after: { portrait: after.portraitSrc },
    });

    // A tab still on the old version is refused with the new portrait as it is now.
    const stale = await send('put', `team/${member.id}`, { ...FORM, version: '1' }).expect(409);
    expect(stale.body.data).toMatchObject({ changedFields: ['portrait'], current: after });
  });

  test('move up and down change the order on /team and are logged with the positions', async () => {
    const a = await addMember({ ...FORM, name: 'First Mover' });
    const b = await addMember({ ...FORM, name: 'Second Mover' });
    const ids = async () => (await teamCards()).map((card) => card.id);
    const moveB = (direction: string) =>
      request(real.app)
        .post(`/api/admin/team/${b.id}/move`)
        .set('Authorization', bearer)
        .send({ direction });

    const up = await moveB('up').expect(200);
    const total = (await ids()).length;
    expect(up.body.data).toEqual({ id: b.id, position: total - 1 });
    await expect.poll(async () => (await ids()).slice(-2)).toEqual([b.id, a.id]);
    const list = await request(real.app)
      .get('/api/admin/team?search=Mover')
      .set('Authorization', bearer)
      .expect(200);
    expect(
      (list.body.data.content as AdminTeamMemberSummary[]).map((m) => [m.name, m.position]),
    ).toEqual([
      ['Second Mover', total - 1],
      ['First Mover', total],
    ]);

    await moveB('down').expect(200);
    await expect.poll(async () => (await ids()).slice(-2)).toEqual([a.id, b.id]);
    // Already last: nothing moves, nothing is logged.
    await moveB('down').expect(200);
    expect(
      (await activityOf(b.id)).map((entry) => [
        entry.action,
        entry.details.before,
        entry.details.after,
      ]),
    ).toEqual([
      ['team.added', null, expect.anything()],
      ['team.moved', { position: total }, { position: total - 1 }],
      ['team.moved', { position: total - 1 }, { position: total }],
    ]);
  });

  test('a removed member leaves /team at once with their portrait, and the removal is logged', async () => {
    const member = await addMember({ ...FORM, name: 'Gone Soon' });
    await expect
      .poll(async () => (await teamCards()).some((card) => card.id === member.id))
      .toBe(true);
    await request(real.app)
      .delete(`/api/admin/team/${member.id}`)
      .set('Authorization', bearer)
      .expect(200);

    await expect
      .poll(async () => (await teamCards()).some((card) => card.id === member.id))
      .toBe(false);
    await request(real.app).get(`/api/page/team/${member.id}`).expect(404);
    await request(real.app).get(member.portraitSrc).expect(404);
    await request(real.app)
      .delete(`/api/admin/team/${member.id}`)
      .set('Authorization', bearer)
      .expect(404);
    const [, removed] = await activityOf(member.id);
    expect(removed).toMatchObject({
      action: 'team.removed',
      details: { name: 'Gone Soon', before: { ...FORM, name: 'Gone Soon' }, after: null },
    });
  });
});
