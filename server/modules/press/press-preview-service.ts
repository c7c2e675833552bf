import type { Kysely } from 'kysely';

import type {
  AdminPreviewLink,
  CreatedPreviewLink,
  PreviewLinkInput,
} from '../../../contract/admin-press-types';
import type { PageContent, PressRelease } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import type { ContentStore } from '../../content/content-store';
import type { Actor } from '../../platform/auth/actor';
import type { Database, PressPreviewLinkRow } from '../../platform/db/schema';
import { ConflictError, GoneError, NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import { linkTokenHash, newLinkToken } from '../../platform/mail/link-token';
import { recordActivity } from '../activity';
import { findReleaseForAdmin } from './press-admin.repository';
import {
  findOpeningsOf,
  findPreviewLinkById,
  findPreviewLinkByTokenHash,
  findPreviewLinksOf,
  insertPreviewLink,
  insertPreviewOpening,
  revokePreviewLink,
} from './press-preview.repository';
import { RELEASE_ENTITY } from './press-release-admin-service';
import { pressReleaseOf, readStoryDates } from './press-service';

/** Enough of a user agent to tell a browser from a mail scanner or a chat's link preview. */
const USER_AGENT_MAX_CHARS = 160;
const RELEASE_GONE = 'This press release was removed.';

/** What a withdrawn link shows instead of the release (a 410 the journalist can read). */
const WITHDRAWN_PAGE: PageContent = {
  title: 'Preview link withdrawn',
  meta: { description: 'This preview link was withdrawn by the press office.', noindex: true },
  section: [
    {
      type: 'cta',
      heading: 'This preview link was withdrawn',
      text:
        'The press office withdrew this preview link, so the release it showed is no longer ' +
        'available here. Ask them for a new link if you still need it; once the release is ' +
        'public, it is on the press releases page.',
      action: { label: 'Go to the press releases', href: paths.pressReleases() },
    },
  ],
};

/** A preview page: the release as its page will show it, and when its embargo ends. */
export interface PressPreview {
  release: PressRelease;
  /** Null once the release is public (the link still shows it). */
  embargoedUntil: string | null;
}

function toAdminLink(
  row: PressPreviewLinkRow,
  openings: AdminPreviewLink['openings'],
): AdminPreviewLink {
  return {
    id: row.id,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    revokedAt: isoOf(row.revoked_at),
    openings,
  };
}

/** A release's preview links, the newest first, each with its openings (the newest first). */
export async function listPreviewLinks(
  db: Kysely<Database>,
  releaseId: number,
): Promise<AdminPreviewLink[]> {
  if (!(await findReleaseForAdmin(db, releaseId))) throw new NotFoundError(RELEASE_GONE);
  const links = await findPreviewLinksOf(db, releaseId);
  const openings = await findOpeningsOf(
    db,
    links.map((link) => link.id),
  );
  return links.map((link) =>
    toAdminLink(
      link,
      openings
        .filter((opening) => opening.link_id === link.id)
        .map((opening) => ({
          openedAt: opening.opened_at.toISOString(),
          userAgent: opening.user_agent,
        })),
    ),
  );
}

/**
 * Makes a journalist's link to an embargoed release: its address is answered this once (only its
 * token's hash is kept). A public release needs none: its page is public.
 */
export function createPreviewLink(
  db: Kysely<Database>,
  releaseId: number,
  input: PreviewLinkInput,
  actor: Actor,
): Promise<CreatedPreviewLink> {
  return db.transaction().execute(async (trx) => {
    const release = await findReleaseForAdmin(trx, releaseId, { lock: true });
    if (!release) throw new NotFoundError(RELEASE_GONE);
    if (release.publish_at === null) {
      throw new ConflictError(
        'This release is public: share its page instead of a preview link.',
        'publishAt',
      );
    }
    const token = newLinkToken();
    const link = await insertPreviewLink(trx, {
      release_id: releaseId,
      token_hash: linkTokenHash(token),
      recipient_name: input.recipientName,
      recipient_email: input.recipientEmail,
      created_by: actor.email ?? actor.sub ?? 'an admin',
    });
    await recordActivity(trx, {
      actor,
      action: 'press.preview_link_created',
      entity: RELEASE_ENTITY,
      entityId: releaseId,
      details: { title: release.title, recipient: input.recipientName, linkId: link.id },
    });
    return { ...toAdminLink(link, []), url: paths.pressPreview(token) };
  });
}

/** Revokes a link: from now on it answers 410. Revoking it again changes nothing. */
export function revokeLink(
  db: Kysely<Database>,
  releaseId: number,
  linkId: number,
  actor: Actor,
): Promise<AdminPreviewLink> {
  return db.transaction().execute(async (trx) => {
    const release = await findReleaseForAdmin(trx, releaseId);
    const revoked = release && (await revokePreviewLink(trx, releaseId, linkId));
    if (!release || !revoked) {
      const link = await findPreviewLinkById(trx, releaseId, linkId);
      if (!link) throw new NotFoundError('This preview link does not exist.');
      return toAdminLink(link, []);
    }
    await recordActivity(trx, {
      actor,
      action: 'press.preview_link_revoked',
      entity: RELEASE_ENTITY,
      entityId: releaseId,
      details: { title: release.title, recipient: revoked.recipient_name, linkId },
    });
    return toAdminLink(revoked, []);
  });
}

/**
 * Logs an opening of a live preview link (when, and the user agent cut short); a link unknown or
 * revoked is not logged, as its page refuses it.
 */
export async function recordPreviewOpening(
  db: Kysely<Database>,
  token: string,
  userAgent: string | undefined,
): Promise<void> {
  const link = await findPreviewLinkByTokenHash(db, linkTokenHash(token));
  if (!link || link.revoked_at !== null) return;
  await insertPreviewOpening(db, {
    link_id: link.id,
    user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_CHARS) : null,
  });
}

/** The release a preview link shows: 404 for an unknown link, 410 for a revoked one. */
export async function getPreview(
  db: Kysely<Database>,
  content: ContentStore,
  token: string,
): Promise<PressPreview> {
  const link = await findPreviewLinkByTokenHash(db, linkTokenHash(token));
  if (!link) throw new NotFoundError('This preview link does not exist.');
  if (link.revoked_at !== null) {
    throw new GoneError('This preview link was withdrawn by the press office.', {
      page: WITHDRAWN_PAGE,
    });
  }
  const row = await findReleaseForAdmin(db, link.release_id);
  const release = row && pressReleaseOf(row, await readStoryDates(content));
  if (!row || !release) throw new GoneError(RELEASE_GONE);
  return { release, embargoedUntil: isoOf(row.publish_at) };
}
