import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';
import request from 'supertest';

import { createAccountRepository } from '../platform/auth/accounts';
import type { Database } from '../platform/db/schema';
import type { RealApp } from './real-app';
import { signIn } from './sign-in';

/** An address no other test uses. */
export const uniqueAdminEmail = (name = 'admin') =>
  `${name}.${randomBytes(4).toString('hex')}@somnia.example`;

/** The path and query of the set-password link in the newest message to `to`, if any. */
export async function passwordLinkSentTo(
  db: Kysely<Database>,
  to: string,
): Promise<string | undefined> {
  const message = await db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const url = /https?:\/\/\S+\/interaction\/password\?token=[\w-]+/.exec(message?.text_body ?? '');
  return url ? `${new URL(url[0]).pathname}${new URL(url[0]).search}` : undefined;
}

/** How many messages went to `to`. */
export async function messagesTo(db: Kysely<Database>, to: string): Promise<number> {
  return (await db.selectFrom('outbox').select('id').where('to_address', '=', to).execute()).length;
}

/** An admin with a password and `scopes`, as `npm run admin:add` makes one, signed in. */
export async function signedInAdmin(real: RealApp, scopes: readonly string[], name = 'admin') {
  const credentials = { email: uniqueAdminEmail(name), password: 'a long test password' };
  const { account } = await createAccountRepository(real.services.database.db).upsert({
    ...credentials,
    scopes,
  });
  const session = await signIn(real.app, real.env, credentials);
  return { ...credentials, id: account.id, bearer: `Bearer ${session.accessToken}`, session };
}

/** The status the admin API answers a bearer token with. */
export async function adminStatus(real: RealApp, bearer: string): Promise<number> {
  return (await request(real.app).get('/api/admin').set('Authorization', bearer)).status;
}
