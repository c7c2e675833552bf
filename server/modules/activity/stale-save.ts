import type { Kysely } from 'kysely';

import { listInWords } from '../../../contract/plural';
import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import { ConflictError, NotFoundError } from '../../platform/domain-errors';
import { listChangesSince } from './activity-service';

/** A record the admin's editors save with a version: how its 409 names it and reads it now. */
export interface EditedRecord<R> {
  /** The activity log's entity (`job`, `team_member`, `press_release`). */
  entity: string;
  /** The record in words: "job", "team member", "release". */
  noun: string;
  /** The 404's message when the record is gone. */
  notFound: string;
  /** The record as its editor opens it now; undefined when it is gone. */
  current: (db: Kysely<Database>, id: number) => Promise<R | undefined>;
}

/**
 * The 409 of a save based on an older version, the same for every editor: who changed which
 * fields since (from the activity log) and the record as it is now (`changedFields`,
 * `current`), or the 404 when the record is gone meanwhile.
 *
 * @example
 * if (!saved) throw await staleSaveError(db, editedJob, { id, version, actor });
 * // 409 "Dana changed this job meanwhile: title. Your text is still in the form; …"
 */
export async function staleSaveError<R>(
  db: Kysely<Database>,
  edited: EditedRecord<R>,
  { id, version, actor }: { id: number; version: number; actor: Actor },
): Promise<ConflictError | NotFoundError> {
  const { actors, fields } = await listChangesSince(db, edited.entity, id, version);
  const current = await edited.current(db, id);
  if (current === undefined) return new NotFoundError(edited.notFound);
  const what = fields.length > 0 ? `: ${fields.join(', ')}` : '';
  // The admin's own earlier save (another tab) is not blamed on her as if she were someone else.
  const who = actors.map((name, index) =>
    name === actor.email ? `${index === 0 ? 'You' : 'you'} (in another tab or window)` : name,
  );
  return new ConflictError(
    `${listInWords(who) || 'Someone'} changed this ${edited.noun} meanwhile${what}. ` +
      `Your text is still in the form; reload to see the ${edited.noun} as it is now.`,
    'version',
    { changedFields: fields, current },
  );
}
