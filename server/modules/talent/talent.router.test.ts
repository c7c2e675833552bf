import express from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';

import type { AppDatabase } from '../../platform/db/database';
import { describeEachDriver } from '../../test-support/test-database';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { createTalentService } from './talent-service';
import { createTalentRouter, TALENT_SIGNUP_MESSAGES } from './talent.router';
import { FAULT_MARKER, installActivityFault } from '../../test-support/activity-fault';
import { testLimiters } from '../../test-support/test-env';
import {
  signupFor,
  TEST_CONFIRMATION_SETTINGS,
  uniqueEmail,
} from '../../test-support/talent-signup';

/** The answers to a valid signup: a link on its way unless known, or one sent a moment ago. */
const JOINED = { success: true, code: 202, data: null, message: TALENT_SIGNUP_MESSAGES.sent };
const PENDING = { ...JOINED, message: TALENT_SIGNUP_MESSAGES.pending };

async function findSignups(app: AppDatabase, email: string) {
  return app.db
    .selectFrom('talent_signup')
    .select(['id', 'name', 'email', 'country', 'interests', 'consent'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
}

async function findActivity(app: AppDatabase, entityId: number) {
  return app.db
    .selectFrom('activity_log')
    .select(['actor', 'action', 'entity', 'entity_id', 'details'])
    .where('entity', '=', 'talent_signup')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

describeEachDriver('POST /api/talent-community', ({ getApp }) => {
  let api: express.Express;
  beforeAll(async () => {
    api = express();
    api.use(
      '/api',
      createTalentRouter({
        talent: createTalentService(getApp().db, TEST_CONFIRMATION_SETTINGS),
        signupLimit: testLimiters().limit('talentSignup'),
      }),
    );
    api.use(testErrorHandler());
    await installActivityFault(getApp());
  });

  test('a new signup is stored and answers 202 with the welcome message', async () => {
    const email = uniqueEmail();

    const res = await request(api).post('/api/talent-community').send(signupFor(email));

    expect(res.status).toBe(202);
    expect(res.body).toEqual(JOINED);
    expect(await findSignups(getApp(), email)).toEqual([
      {
        id: expect.any(Number),
        name: 'Noor Haddad',
        email,
        country: 'Jordan',
        interests: ['Engineering', 'Data'],
        consent: true,
      },
    ]);
  });

  test('a new signup records the anonymous talent.signed_up activity', async () => {
    const email = uniqueEmail();
    await request(api).post('/api/talent-community').send(signupFor(email));
    const [signup] = await findSignups(getApp(), email);

    expect(await findActivity(getApp(), signup?.id ?? 0)).toEqual([
      {
        actor: 'anonymous',
        action: 'talent.signed_up',
        entity: 'talent_signup',
        entity_id: String(signup?.id),
        details: { country: 'Jordan', interests: ['Engineering', 'Data'] },
      },
    ]);
  });

  test('a signup for a known address (any case) answers as a repeated one, that its link is pending, and overwrites nothing', async () => {
    const email = uniqueEmail();
    const first = await request(api).post('/api/talent-community').send(signupFor(email));

    const second = await request(api)
      .post('/api/talent-community')
      .send({
        ...signupFor(email.toUpperCase()),
        name: 'Someone Else',
        country: 'Canada',
        interests: ['Design'],
      });

    expect(first.body).toEqual(JOINED);
    expect({ status: second.status, body: second.body }).toEqual({ status: 202, body: PENDING });
    const stored = await findSignups(getApp(), email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Noor Haddad',
        email,
        country: 'Jordan',
        interests: ['Engineering', 'Data'],
      }),
    ]);
    // Logged for the moderators, without what the repeated signup asked for.
    expect(await findActivity(getApp(), stored[0]?.id ?? 0)).toEqual([
      expect.objectContaining({ action: 'talent.signed_up' }),
      expect.objectContaining({
        action: 'talent.signup_repeated',
        actor: 'anonymous',
        details: {},
      }),
    ]);
  });

  test('two signups with one new address at once store it once: one sends the link, the other says it is pending', async () => {
    const email = uniqueEmail();

    const answers = await Promise.all(
      [email, email.toUpperCase()].map((address) =>
        request(api).post('/api/talent-community').send(signupFor(address)),
      ),
    );

    expect(answers.map((res) => res.body.message).toSorted()).toEqual(
      [JOINED.message, PENDING.message].toSorted(),
    );
    const stored = await findSignups(getApp(), email);
    expect(stored).toHaveLength(1);
    const actions = (await findActivity(getApp(), stored[0]?.id ?? 0)).map((row) => row.action);
    expect(actions.toSorted()).toEqual(['talent.signed_up', 'talent.signup_repeated']);
  });

  test('repeated interests are stored once', async () => {
    const email = uniqueEmail();

    await request(api)
      .post('/api/talent-community')
      .send({ ...signupFor(email), interests: ['Data', ' Data ', 'Design'] });

    expect((await findSignups(getApp(), email))[0]?.interests).toEqual(['Data', 'Design']);
  });

  test('a failed activity write leaves neither the signup, its message nor a log row', async () => {
    const email = uniqueEmail();

    const res = await request(api)
      .post('/api/talent-community')
      .send({ ...signupFor(email), interests: [FAULT_MARKER] });

    expect(res.status).toBe(500);
    expect(await findSignups(getApp(), email)).toEqual([]);
    const mail = await getApp()
      .db.selectFrom('outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(mail).toEqual([]);
    const logged = await getApp()
      .db.selectFrom('activity_log')
      .select('id')
      .where(sql<string>`details::text`, 'like', `%${FAULT_MARKER}%`)
      .execute();
    expect(logged).toEqual([]);
  });

  test.each([
    ['a missing consent', { consent: undefined }, 'consent'],
    ['a false consent', { consent: false }, 'consent'],
    ['a consent of "true"', { consent: 'true' }, 'consent'],
    ['a missing name', { name: undefined }, 'name'],
    ['a name of 81 characters', { name: 'n'.repeat(81) }, 'name'],
    ['a name with a right-to-left override', { name: 'Noor \u202Edaddah' }, 'name'],
    ['a name with a line separator', { name: 'Noor\u2028Haddad' }, 'name'],
    ['an interest with a directional isolate', { interests: ['Data\u2067'] }, 'interests.0'],
    ['an invalid e-mail', { email: 'noor.example.com' }, 'email'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a country not in the list', { country: 'Atlantis' }, 'country'],
    ['a country in the wrong case', { country: 'jordan' }, 'country'],
    ['interests that are not a list', { interests: 'Engineering' }, 'interests'],
    ['12 interests', { interests: Array.from({ length: 12 }, (_, i) => `Team ${i}`) }, 'interests'],
    ['an interest of 61 characters', { interests: ['i'.repeat(61)] }, 'interests.0'],
    ['a number among the interests', { interests: ['Data', 7] }, 'interests.1'],
    ['an unknown field', { phone: '+1 555 0100' }, 'phone'],
  ])('%s is a 400 envelope naming the field', async (_case, change, field) => {
    const email = uniqueEmail();

    const res = await request(api)
      .post('/api/talent-community')
      .send({ ...signupFor(email), ...change });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { field } });
    expect(res.body.message).toMatch(new RegExp(`^Invalid ${field.replace('.', '\\.')}: `));
    expect(await findSignups(getApp(), email)).toEqual([]);
  });

  test('a 2 MB body is a 413 envelope', async () => {
    const res = await request(api)
      .post('/api/talent-community')
      .send({ ...signupFor(uniqueEmail()), name: 'n'.repeat(2 * 1024 * 1024) });

    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 413, data: { field: 'body' } });
  });

  test('malformed JSON is a 400 envelope', async () => {
    const res = await request(api)
      .post('/api/talent-community')
      .type('json')
      .send('{"consent":tru');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 400,
      message: 'Invalid body: malformed JSON',
    });
  });

  test('a form-encoded body is a 415 naming the body and the type it takes', async () => {
    const res = await request(api).post('/api/talent-community').type('form').send('consent=true');

    expect(res.status).toBe(415);
    expect(res.body.data).toMatchObject({ field: 'body' });
    expect(res.body.message).toBe('Invalid body: must be sent as application/json');
  });
});
