import type { Kysely } from 'kysely';

import type { BlockedAuthor, ModerationSettings } from '../../../contract/moderation';
import type { PagedList } from '../../../contract/page-types';
import type { Actor } from '../../platform/auth/actor';
import { fetchPage, type Paging } from '../../platform/db/paging';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import {
  countBlockedAuthors,
  findBlockedAuthors,
  loadSettings,
  unblockAuthorById,
  updateSettings,
  type SettingsChange,
} from './moderation.repository';

const SETTINGS_ENTITY = 'moderation_settings';
// The settings are one row; the activity log names it with this id.
const SETTINGS_ID = 1;

type SettingsRow = Awaited<ReturnType<typeof loadSettings>>;

const toSettings = (row: SettingsRow): ModerationSettings => ({
  linkLimit: row.link_limit,
  holdFirstComment: row.hold_first_comment,
  rateLimit: row.rate_limit,
  rateWindowMinutes: row.rate_window_minutes,
  version: row.version,
  updatedAt: isoOf(row.updated_at),
  updatedBy: row.updated_by,
});

const editedSettings: EditedRecord<ModerationSettings> = {
  entity: SETTINGS_ENTITY,
  noun: 'set of rules',
  notFound: 'The moderation rules are missing.',
  current: async (db) => toSettings(await loadSettings(db)),
};

/** The settings' fields in the words of the rules screen, for the log's "changed …". */
const FIELD_NAMES: Record<keyof SettingsChange, string> = {
  linkLimit: 'link limit',
  holdFirstComment: 'first-comment hold',
  rateLimit: 'posting rate',
  rateWindowMinutes: 'rate window',
};

export async function getModerationSettings(db: Kysely<Database>): Promise<ModerationSettings> {
  return toSettings(await loadSettings(db));
}

/**
 * Saves the rules that are a number or a switch if nobody saved them since `version` (else the
 * 409 with the rules as they are now), logged with the fields changed, before and after.
 */
export async function saveModerationSettings(
  db: Kysely<Database>,
  { version, ...change }: SettingsChange & { version: number },
  actor: Actor,
): Promise<ModerationSettings> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = toSettings(await loadSettings(trx));
    const row = await updateSettings(trx, version, change, actor.email ?? actor.sub ?? 'unknown');
    if (!row) return undefined;
    const changed = (Object.keys(FIELD_NAMES) as (keyof SettingsChange)[]).filter(
      (field) => before[field] !== change[field],
    );
    await recordActivity(trx, {
      actor,
      action: 'moderation.rules_changed',
      entity: SETTINGS_ENTITY,
      entityId: SETTINGS_ID,
      details: {
        version: row.version,
        fields: changed.map((field) => FIELD_NAMES[field]).join(', '),
        before: Object.fromEntries(changed.map((field) => [FIELD_NAMES[field], before[field]])),
        after: Object.fromEntries(changed.map((field) => [FIELD_NAMES[field], change[field]])),
      },
    });
    return toSettings(row);
  });
  if (!saved) throw await staleSaveError(db, editedSettings, { id: SETTINGS_ID, version, actor });
  return saved;
}

/** One page of the blocked authors, the latest blocked first. */
export function listBlockedAuthors(
  db: Kysely<Database>,
  paging: Paging,
): Promise<PagedList<BlockedAuthor>> {
  return fetchPage(
    paging,
    () => countBlockedAuthors(db),
    async (slice) =>
      (await findBlockedAuthors(db, slice)).map((row) => ({
        id: row.id,
        email: row.email,
        blockedAt: isoOf(row.blocked_at),
        blockedBy: row.blocked_by,
      })),
  );
}

/** Unblocks an author, logged; NotFoundError when no blocked author has this id. */
export async function unblockCommentAuthor(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; email: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await unblockAuthorById(trx, id);
    if (!row) throw new NotFoundError('This author is not blocked (any more).');
    await recordActivity(trx, {
      actor,
      action: 'comment_author.unblocked',
      entity: 'comment_author',
      entityId: row.id,
    });
    return row;
  });
}

/** The rules screen's services on one database. */
export function createModerationRulesService(db: Kysely<Database>) {
  return {
    getModerationSettings: withDatabase(db, getModerationSettings),
    saveModerationSettings: withDatabase(db, saveModerationSettings),
    listBlockedAuthors: withDatabase(db, listBlockedAuthors),
    unblockCommentAuthor: withDatabase(db, unblockCommentAuthor),
  };
}

export type ModerationRulesService = ReturnType<typeof createModerationRulesService>;
