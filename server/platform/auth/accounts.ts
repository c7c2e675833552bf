import type { Kysely } from 'kysely';

import { ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
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
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH_PROMISE = hashPassword('not a real password');

function toScopes(value: unknown): string[] {
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
      const matches = await verifyPassword(
        password,
        row?.password_hash ?? (await DUMMY_HASH_PROMISE),
      );
      return row && matches ? toAccount(row) : undefined;
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
