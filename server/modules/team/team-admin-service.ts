import type { Kysely } from 'kysely';

import type {
  AdminTeamMember,
  AdminTeamMemberSummary,
  TeamMemberFields,
} from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import type { Actor } from '../../platform/auth/actor';
import type { Database, TeamMemberRow } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import { PORTRAIT_CONTENT_TYPE, type PreparedPortrait } from './portrait-images';
import { cardPortraitSrc } from './team-portrait-service';
import {
  countTeamMembers,
  deleteTeamMember,
  findTeamMemberById,
  findTeamMemberPage,
  findTeamOrder,
  insertTeamMember,
  replacePortraitVariants,
  setTeamOrder,
  updateTeamMember,
  type TeamMemberFilters,
  type TeamMemberValues,
} from './team.repository';

/** A member's fields as the edge checked them: trimmed, an empty optional one as null. */
export interface TeamMemberInput {
  name: string;
  role: string;
  team: string;
  location: string | null;
  bio: string;
  quote: string | null;
  /** `YYYY-MM-DD`. */
  joinedAt: string | null;
}

export type MoveDirection = 'up' | 'down';

const ENTITY = 'team_member';
const NOT_FOUND = 'This team member was removed.';
const FIELD_NAMES = [
  'name',
  'role',
  'team',
  'location',
  'bio',
  'quote',
  'joinedAt',
] as const satisfies readonly (keyof TeamMemberFields)[];

const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** The fields as stored, in the form's terms (null where the form shows an empty box). */
function inputOf(row: TeamMemberRow): TeamMemberInput {
  return {
    name: row.name,
    role: row.role,
    team: row.team,
    location: row.location,
    bio: row.bio,
    quote: row.quote,
    joinedAt: dayOf(row.joined_at),
  };
}

function valuesOf(input: TeamMemberInput): TeamMemberValues {
  return {
    name: input.name,
    role: input.role,
    team: input.team,
    location: input.location,
    bio: input.bio,
    quote: input.quote,
    joined_at: input.joinedAt,
  };
}

function toAdminMember(row: TeamMemberRow): AdminTeamMember {
  const input = inputOf(row);
  return {
    id: row.id,
    ...input,
    location: input.location ?? '',
    quote: input.quote ?? '',
    joinedAt: input.joinedAt ?? '',
    portraitSrc: cardPortraitSrc(row),
    version: row.version,
    updatedAt: isoOf(row.updated_at),
  };
}

type Snapshot = Partial<Record<(typeof FIELD_NAMES)[number] | 'portrait', string | null>>;

/** What a save changed: the fields' names and their values before and after. */
function changesBetween(before: TeamMemberRow, after: TeamMemberRow) {
  const [old, now] = [inputOf(before), inputOf(after)];
  const changed = FIELD_NAMES.filter((field) => old[field] !== now[field]);
  const was: Snapshot = Object.fromEntries(changed.map((field) => [field, old[field]]));
  const is: Snapshot = Object.fromEntries(changed.map((field) => [field, now[field]]));
  if (before.portrait_hash !== after.portrait_hash) {
    was.portrait = cardPortraitSrc(before);
    is.portrait = cardPortraitSrc(after);
  }
  return { fields: Object.keys(is), before: was, after: is };
}

const editedMember: EditedRecord<AdminTeamMember> = {
  entity: ENTITY,
  noun: 'team member',
  notFound: NOT_FOUND,
  current: async (db, id) => {
    const row = await findTeamMemberById(db, id);
    return row ? toAdminMember(row) : undefined;
  },
};

/** One page of the team, in the site's order, with a search. */
export function listTeamForAdmin(
  db: Kysely<Database>,
  filters: TeamMemberFilters,
  paging: Paging,
): Promise<PagedList<AdminTeamMemberSummary>> {
  return fetchPage(
    paging,
    () => countTeamMembers(db, filters),
    async (slice) =>
      (await findTeamMemberPage(db, filters, slice)).map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        team: row.team,
        portraitSrc: cardPortraitSrc(row),
        position: row.position,
      })),
  );
}

/** A member as the editor opens it; NotFoundError when there is none with this id. */
export async function getTeamMemberForEdit(
  db: Kysely<Database>,
  id: number,
): Promise<AdminTeamMember> {
  const row = await findTeamMemberById(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toAdminMember(row);
}

/** Adds a member, with their portrait, at the end of the team, and logs it. */
export function addTeamMember(
  db: Kysely<Database>,
  input: TeamMemberInput,
  portrait: PreparedPortrait,
  actor: Actor,
): Promise<AdminTeamMember> {
  return db.transaction().execute(async (trx) => {
    const row = await insertTeamMember(trx, { ...valuesOf(input), portrait_hash: portrait.hash });
    await replacePortraitVariants(
      trx,
      row.id,
      portrait.hash,
      PORTRAIT_CONTENT_TYPE,
      portrait.variants,
    );
    await recordActivity(trx, {
      actor,
      action: 'team.added',
      entity: ENTITY,
      entityId: row.id,
      details: {
        name: row.name,
        version: row.version,
        before: null,
        after: { ...inputOf(row), portrait: cardPortraitSrc(row) },
      },
    });
    return toAdminMember(row);
  });
}

/**
 * Saves a member's fields (and a new portrait, when given) if nobody saved it since `version`:
 * otherwise a 409 that says who changed what. Logs the fields before and after.
 */
export async function saveTeamMember(
  db: Kysely<Database>,
  id: number,
  version: number,
  input: TeamMemberInput,
  portrait: PreparedPortrait | null,
  actor: Actor,
): Promise<AdminTeamMember> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = await findTeamMemberById(trx, id);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const row = await updateTeamMember(trx, id, version, {
      ...valuesOf(input),
      portrait_hash: portrait?.hash,
    });
    if (!row) return null;
    if (portrait) {
      await replacePortraitVariants(
        trx,
        id,
        portrait.hash,
        PORTRAIT_CONTENT_TYPE,
        portrait.variants,
      );
    }
    const { before: was, after, fields } = changesBetween(before, row);
    await recordActivity(trx, {
      actor,
      action: 'team.changed',
      entity: ENTITY,
      entityId: id,
      details: {
        name: row.name,
        version: row.version,
        fields: fields.join(', '),
        before: was,
        after,
      },
    });
    return toAdminMember(row);
  });
  if (!saved) throw await staleSaveError(db, editedMember, { id, version, actor });
  return saved;
}

/** Moves a member one place up or down the team and logs it; NotFoundError when there is none. */
export function moveTeamMember(
  db: Kysely<Database>,
  id: number,
  direction: MoveDirection,
  actor: Actor,
): Promise<{ id: number; position: number }> {
  return db.transaction().execute(async (trx) => {
    const member = await findTeamMemberById(trx, id);
    if (!member) throw new NotFoundError(NOT_FOUND);
    const order = await findTeamOrder(trx);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    // Already first (or last): nothing moves, nothing is logged.
    if (to < 0 || to >= order.length) return { id, position: from + 1 };
    [order[from], order[to]] = [order[to] as number, id];
    await setTeamOrder(trx, order);
    await recordActivity(trx, {
      actor,
      action: 'team.moved',
      entity: ENTITY,
      entityId: id,
      details: {
        name: member.name,
        fields: 'position',
        before: { position: from + 1 },
        after: { position: to + 1 },
      },
    });
    return { id, position: to + 1 };
  });
}

/** Removes a member (their portrait goes with them) and logs it; NotFoundError when there is none. */
export function removeTeamMember(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; name: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteTeamMember(trx, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const { name, role, team, location, bio, quote, joinedAt } = inputOf(row);
    await recordActivity(trx, {
      actor,
      action: 'team.removed',
      entity: ENTITY,
      entityId: id,
      details: {
        name,
        before: { name, role, team, location, bio, quote, joinedAt },
        after: null,
      },
    });
    return { id, name };
  });
}

/** The team editor's services on one database, for its admin section. */
export function createTeamAdminService(db: Kysely<Database>) {
  return {
    listTeam: withDatabase(db, listTeamForAdmin),
    getMember: withDatabase(db, getTeamMemberForEdit),
    addMember: withDatabase(db, addTeamMember),
    saveMember: withDatabase(db, saveTeamMember),
    moveMember: withDatabase(db, moveTeamMember),
    removeMember: withDatabase(db, removeTeamMember),
  };
}

export type TeamAdminService = ReturnType<typeof createTeamAdminService>;
