import type { Kysely } from 'kysely';

import { ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { REFRESH_TOKEN_TTL_S } from '../../../contract/constants';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

/** A person who may sign in to the embedded provider, without the password hash. */
export interface Account {
  id: string;
  email: string;
  scopes: string[];
}

export interface AccountRepository {
  findById(id: string): Promise<Account | undefined>;
  /** The account whose e-mail (any case) and password match, or undefined. */
  verifyCredentials(email: string, password: string): Promise<Account | undefined>;
  /** Creates the account, or resets its password and scopes when the e-mail exists. */
  upsert(input: {
    email: string;
    password: string;
    scopes: readonly string[];
  }): Promise<{ account: Account; created: boolean }>;
  /**
   * Creates the account unless one with this e-mail (any case) exists, atomically: of several
   * processes trying at once, exactly one gets true.
   */
  createIfAbsent(input: {
    email: string;
    password: string;
    scopes: readonly string[];
  }): Promise<boolean>;
  count(): Promise<number>;
  /**
   * A sign-in through the form: the account's last sign-in, and the device of its grant (for
   * "where you are signed in"). Rows older than a sign-in can last are dropped on the way.
   */
  recordSignIn(input: { accountId: string; grantId: string; userAgent: string }): Promise<void>;
}

// A user agent is shown in words; its first 500 characters say all of that.
const MAX_USER_AGENT_CHARS = 500;

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
// Made at the first such sign-in, with the cost the environment sets by then (PASSWORD_HASH_COST).
let dummyHash: Promise<string> | undefined;
const dummyHashOnce = () => (dummyHash ??= hashPassword('not a real password'));

/** The scopes of an account row (jsonb, which a driver may hand over as text). */
export function toScopes(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Accounts of the embedded provider in the `account` table (scrypt hashes, scopes as JSON). */
export function createAccountRepository(db: Kysely<Database>): AccountRepository {
  const columns = ['id', 'email', 'scopes'] as const;
  const toAccount = (row: { id: string; email: string; scopes: unknown }): Account => ({
    id: row.id,
    email: row.email,
    scopes: toScopes(row.scopes),
  });

  return {
    async findById(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const row = await db
        .selectFrom('account')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },
    async verifyCredentials(email, password) {
      const row = await db
        .selectFrom('account')
        .select([...columns, 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      // An invited admin without a password yet matches nothing, at the same cost.
      const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHashOnce()));
      return row?.password_hash && matches ? toAccount(row) : undefined;
    },
    async upsert({ email, password, scopes }) {
      const normalizedEmail = email.trim();
      const passwordHash = await hashPassword(password);
      const existing = await db
        .selectFrom('account')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizedEmail.toLowerCase()))
        .executeTakeFirst();
      if (existing) {
        const row = await db
          .updateTable('account')
          .set({
            password_hash: passwordHash,
            scopes: JSON.stringify(scopes),
            updated_at: new Date(),
            version: (eb) => eb('version', '+', 1),
          })
          .where('id', '=', existing.id)
          .returning(columns)
          .executeTakeFirstOrThrow();
        return { account: toAccount(row), created: false };
      }
      const row = await db
        .insertInto('account')
        .values({
          email: normalizedEmail,
          password_hash: passwordHash,
          scopes: JSON.stringify(scopes),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { account: toAccount(row), created: true };
    },
    async createIfAbsent({ email, password, scopes }) {
      const row = await db
        .insertInto('account')
        .values({
          email: email.trim(),
          password_hash: await hashPassword(password),
          scopes: JSON.stringify(scopes),
        })
        // The unique index on lower(email) decides who was first.
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async count() {
      const row = await db
        .selectFrom('account')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async recordSignIn({ accountId, grantId, userAgent }) {
      const now = new Date();
      const signIn = { user_agent: userAgent.slice(0, MAX_USER_AGENT_CHARS), signed_in_at: now };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('account_sign_in')
          .values({ grant_id: grantId, account_id: accountId, ...signIn })
          .onConflict((conflict) => conflict.column('grant_id').doUpdateSet(signIn))
          .execute();
        await trx
          .deleteFrom('account_sign_in')
          .where('account_id', '=', accountId)
          .where('signed_in_at', '<', new Date(now.getTime() - REFRESH_TOKEN_TTL_S * 1000))
          .execute();
        await trx
          .updateTable('account')
          .set({ last_signed_in_at: now })
          .where('id', '=', accountId)
          .execute();
      });
    },
  };
}

/**
 * On a database without accounts, creates the first admin with every admin scope: the password
 * is `ADMIN_PASSWORD`, or a random one printed once in the log (so no default password exists).
 * Safe to run in several processes at once on one database: only the one whose insert lands
 * logs, so the password printed is the one stored.
 */
export async function ensureFirstAdmin(
  accounts: AccountRepository,
  settings: { email: string; password: string | undefined },
  logger: Logger,
): Promise<void> {
  if ((await accounts.count()) > 0) return;
  const password = settings.password ?? generatePassword();
  const created = await accounts.createIfAbsent({
    email: settings.email,
    password,
    scopes: ALL_ADMIN_SCOPES,
  });
  if (!created) return;
  if (settings.password) {
    logger.info(
      { email: settings.email },
      'first admin account created from ADMIN_EMAIL and ADMIN_PASSWORD',
    );
    return;
  }
  // Printed once, on purpose: it is stored only as a hash. Reset it with `npm run admin:add`.
  logger.warn(
    { email: settings.email },
    `first admin account created: sign in as ${settings.email} with the password ${password} (shown only this once; change it with npm run admin:add)`,
  );
}
