import type { Router } from 'express';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import { recordActivity } from '../../activity/record-activity';
import type { AdminTalentSignup } from '../../../src/api/admin-types';
import type { Database } from '../../db/schema';
import { actorOf } from '../../auth/require-scope';
import { parseOrThrow } from '../validation';
import { adminDeleteHandler } from './admin-delete';
import { createAdminSectionRouter, newestFirst } from './admin-list';
import { isoOf, likePattern, multiParam, pageParam, searchParam } from './admin-query';
import { toCsv } from './csv';

// The export is for one campaign or one request, not a backup: it stops at this many rows.
const MAX_EXPORT_ROWS = 10_000;

const filterShape = {
  search: searchParam,
  country: multiParam<string>(undefined, /^[\p{L}\p{M} .'()-]{1,80}$/u),
  interest: multiParam<string>(undefined, /^[\p{L}\p{M}\p{N} &/.'-]{1,80}$/u),
};
const listQuerySchema = z.strictObject({ page: pageParam, ...filterShape });
const exportQuerySchema = z.strictObject(filterShape);
type Filters = z.output<typeof exportQuerySchema>;

function toInterests(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === 'string')
    : [];
}

function filtered(
  db: Kysely<Database>,
  filters: Filters,
): SelectQueryBuilder<Database, 'talent_signup', object> {
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

const COLUMNS = ['id', 'name', 'email', 'country', 'interests', 'created_at'] as const;
type SignupRow = {
  id: number;
  name: string;
  email: string;
  country: string;
  interests: unknown;
  created_at: Date | string;
};
const toSignup = (row: SignupRow): AdminTalentSignup => ({
  id: row.id,
  name: row.name,
  email: row.email,
  country: row.country,
  interests: toInterests(row.interests),
  createdAt: isoOf(row.created_at),
});

/**
 * `/api/admin/talent-community` (beyond the spec: collected data needs an owner): the signups,
 * a CSV export and the deletion of one person's data, each export and deletion logged.
 */
export function createTalentCommunityAdminRouter(db: Kysely<Database>): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.talent, {
    query: listQuerySchema,
    filter: (filters) => filtered(db, filters),
    select: (rows) => rows.select(COLUMNS),
    toItem: toSignup,
  });

  router.get('/export.csv', async (req, res) => {
    const filters = parseOrThrow(exportQuerySchema, req.query, 'query');
    const actor = actorOf(res.locals.auth);
    const rows = await db.transaction().execute(async (trx) => {
      const found = await newestFirst(filtered(trx, filters).select(COLUMNS))
        .limit(MAX_EXPORT_ROWS)
        .execute();
      await recordActivity(trx, {
        actor,
        action: 'talent.exported',
        entity: 'talent_signup',
        entityId: null,
        details: { rows: found.length, filters },
      });
      return found.map(toSignup);
    });
    const csv = toCsv(
      ['id', 'name', 'email', 'country', 'interests', 'signed up'],
      rows.map((row) => [
        row.id,
        row.name,
        row.email,
        row.country,
        row.interests.join('; '),
        row.createdAt ?? '',
      ]),
    );
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .attachment(`talent-community-${day}.csv`)
      .send(csv);
  });

  // A person's data on request: the signup and every blog comment left with the same e-mail.
  router.delete(
    '/:id',
    adminDeleteHandler(
      db,
      'This person is not in the talent community (any more).',
      async (trx, id, actor) => {
        const signup = await trx
          .deleteFrom('talent_signup')
          .where('id', '=', id)
          .returning(['id', 'email'])
          .executeTakeFirst();
        if (!signup) return undefined;
        const comments = await trx
          .deleteFrom('blog_comment')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', signup.email.toLowerCase()))
          .executeTakeFirst();
        const commentsDeleted = Number(comments.numDeletedRows);
        // The log keeps no personal data of the person whose data was deleted.
        await recordActivity(trx, {
          actor,
          action: 'talent.deleted',
          entity: 'talent_signup',
          entityId: signup.id,
          details: { commentsDeleted },
        });
        return { id: signup.id, commentsDeleted };
      },
    ),
  );

  return router;
}
