import type { Kysely } from 'kysely';

import { listInWords } from '../../../contract/plural';
import type { Database } from '../../platform/db/schema';
import { ConflictError, NotFoundError } from '../../platform/domain-errors';
import { listChangesSince } from '../activity';

/** What a save changed: the fields' names and their values before and after, for the log. */
export function changesBetween<T extends { [K in keyof T]: string | null }>(before: T, after: T) {
  const fields = (Object.keys(after) as (keyof T & string)[]).filter(
    (field) => before[field] !== after[field],
  );
  return {
    fields: fields.join(', '),
    before: Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(fields.map((field) => [field, after[field] ?? null])),
  };
}

/** The press editors' records: the log's entity and the words for one of them. */
export interface EditedEntity<R> {
  entity: string;
  /** "release", "coverage item", "brand asset". */
  noun: string;
  notFound: string;
  /** The record as the editor opens it now; undefined when it is gone. */
  current: (db: Kysely<Database>, id: number) => Promise<R | undefined>;
}

/**
 * The 409 of a stale save, in the job's and the team's shape: who changed which fields since the
 * version the form was based on (from the activity log), and the record as it is now.
 */
export async function staleVersionError<R>(
  db: Kysely<Database>,
  edited: EditedEntity<R>,
  id: number,
  version: number,
): Promise<ConflictError | NotFoundError> {
  const { actors, fields } = await listChangesSince(db, edited.entity, id, version);
  const current = await edited.current(db, id);
  if (current === undefined) return new NotFoundError(edited.notFound);
  const what = fields.length > 0 ? `changed ${listInWords(fields)}` : `saved this ${edited.noun}`;
  return new ConflictError(
    `${listInWords(actors) || 'Someone else'} ${what} after you opened this form. Your text is ` +
      'still here: compare it with theirs, then save again to replace their version with yours.',
    'version',
    { changedFields: fields, current },
  );
}
