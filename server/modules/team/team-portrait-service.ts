import type { Kysely } from 'kysely';

import type { Database, TeamMemberRow } from '../../platform/db/schema';
import {
  CARD_PORTRAIT_WIDTH,
  PAGE_PORTRAIT_WIDTH,
  PORTRAIT_WIDTHS,
  portraitUrl,
  type PortraitWidth,
} from './portrait-images';
import { findPortraitVariant } from './team.repository';

type PortraitColumns = Pick<TeamMemberRow, 'id' | 'portrait' | 'portrait_hash'>;

function portraitSrc(row: PortraitColumns, width: PortraitWidth): string {
  if (row.portrait_hash) return portraitUrl(row.id, row.portrait_hash, width);
  // The constraint team_member_has_portrait guarantees one of the two.
  return row.portrait ?? '';
}

/** The portrait a team card shows. */
export const cardPortraitSrc = (row: PortraitColumns) => portraitSrc(row, CARD_PORTRAIT_WIDTH);

/** The portrait a member's page shows (twice the card's width: sharp on dense screens). */
export const pagePortraitSrc = (row: PortraitColumns) => portraitSrc(row, PAGE_PORTRAIT_WIDTH);

const isPortraitWidth = (width: number): width is PortraitWidth =>
  (PORTRAIT_WIDTHS as readonly number[]).includes(width);

/** A stored portrait's bytes, while `hash` is the member's current image; null otherwise. */
export async function getPortraitVariant(
  db: Kysely<Database>,
  memberId: number,
  hash: string,
  width: number,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!isPortraitWidth(width)) return null;
  const row = await findPortraitVariant(db, memberId, hash, width);
  return row ? { bytes: row.bytes, contentType: row.content_type } : null;
}
