import { sql, type Kysely, type Transaction } from 'kysely';

import { countAsTotal, likePattern, newestFirst } from '../../platform/db/query-helpers';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/http/list-query';
import type { TalentSignupInput } from './talent-schemas';

type Db = Kysely<Database> | Transaction<Database>;

/** Which signups: a search in name and e-mail, countries, and interests (any of them). */
export interface SignupFilters {
  search?: string;
  country?: string[];
  interest?: string[];
}

/**
 * Stores a signup unless its e-mail (any case) already signed up; the stored one is then left as
 * it is, since whoever sends a signup proves nothing about the address. One statement does the
 * same work for a new address and a known one, so the answer's timing does not tell them apart
 * (issue 23): a known address meets the `lower(email)` unique index and takes the no-op update,
 * which hands back its id as the insert would; concurrent signups with one address stay safe.
 * `xmax = 0` holds for a row this statement inserted, not for one it updated.
 *
 * @example
 * await insertSignupUnlessKnown(trx, signup); // => { id: 12, created: true }
 * await insertSignupUnlessKnown(trx, { ...signup, name: 'Someone else' }); // => { id: 12, created: false }
 */
export async function insertSignupUnlessKnown(
  trx: Transaction<Database>,
  signup: TalentSignupInput,
): Promise<{ id: number; created: boolean }> {
  return trx
    .insertInto('talent_signup')
    .values({
      name: signup.name,
      email: signup.email,
      country: signup.country,
      interests: JSON.stringify(signup.interests),
      consent: signup.consent,
    })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        .doUpdateSet({ email: (eb) => eb.ref('talent_signup.email') }),
    )
    .returning(['id', sql<boolean>`xmax = 0`.as('created')])
    .executeTakeFirstOrThrow();
}

function filteredSignups(db: Db, filters: SignupFilters) {
  let query = db.selectFrom('talent_signup');
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]),
    );
  }
  if (filters.country?.length) query = query.where('country', 'in', filters.country);
  if (filters.interest?.length) {
    const interests = filters.interest;
    query = query.where((eb) =>
      eb.or(
        interests.map(
          (interest) =>
            sql<boolean>`${eb.ref('interests')} @> ${JSON.stringify([interest])}::jsonb`,
        ),
      ),
    );
  }
  return query;
}

export async function countSignups(db: Db, filters: SignupFilters): Promise<number> {
  return (await filteredSignups(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** A page of the signups, newest first. */
export function findSignups(db: Db, filters: SignupFilters, slice: PageSlice) {
  return newestFirst(
    filteredSignups(db, filters).select([
      'id',
      'name',
      'email',
      'country',
      'interests',
      'created_at',
    ]),
  )
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** Deletes a signup and returns its id and e-mail, or undefined when there was none. */
export function deleteSignup(db: Db, id: number) {
  return db
    .deleteFrom('talent_signup')
    .where('id', '=', id)
    .returning(['id', 'email'])
    .executeTakeFirst();
}
