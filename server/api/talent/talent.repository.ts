import { sql, type Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import type { TalentSignupInput } from './talent-schemas';

/**
 * Inserts a signup, or updates the one with the same e-mail ignoring case. `ON CONFLICT` on the
 * `lower(email)` unique index makes concurrent signups with one address safe; `xmax = 0` holds
 * only for a row this statement inserted (PostgreSQL's upsert idiom, PGlite alike).
 */
export async function upsertSignup(
  trx: Transaction<Database>,
  signup: TalentSignupInput,
): Promise<{ id: number; created: boolean }> {
  const values = {
    name: signup.name,
    email: signup.email,
    country: signup.country,
    interests: JSON.stringify(signup.interests),
    consent: signup.consent,
  };
  return trx
    .insertInto('talent_signup')
    .values(values)
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .returning(['id', sql<boolean>`xmax = 0`.as('created')])
    .executeTakeFirstOrThrow();
}
