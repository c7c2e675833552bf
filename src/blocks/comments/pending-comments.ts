import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

import type { BlogComment } from '../../../contract/page-types';

/**
 * A reader's own comments that wait for review, kept in this browser only (decision 048): the
 * server never shows a pending comment, so no other reader, and no other browser, sees them.
 * One is forgotten once it appears approved, or after `PENDING_COMMENT_DAYS` (a rejected comment
 * is answered like a pending one and would otherwise wait forever).
 */
const STORAGE_KEY = 'pending-comments';
const CHANGE_EVENT = 'pending-comments-change';
const PENDING_COMMENT_DAYS = 14;
const DAY_MS = 86_400_000;

/** What the form tells a reader about the wait (moderators review on working days). */
export const REVIEW_TIME = 'usually within a working day';

const storedSchema = z.array(
  z.object({
    slug: z.string(),
    id: z.number(),
    name: z.string(),
    body: z.string(),
    createdAt: z.string(),
  }),
);
type StoredComment = z.output<typeof storedSchema>[number];

const NONE: readonly StoredComment[] = [];
let cached: { raw: string | null; comments: readonly StoredComment[] } = {
  raw: null,
  comments: NONE,
};

/** The stored list, read at the edge: storage another script (or version) wrote may be anything. */
function readAll(): readonly StoredComment[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return NONE;
  }
  if (raw === cached.raw) return cached.comments;
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    // unreadable: as if none
  }
  const result = storedSchema.safeParse(parsed);
  const freshSince = Date.now() - PENDING_COMMENT_DAYS * DAY_MS;
  const comments = result.success
    ? result.data.filter((comment) => Date.parse(comment.createdAt) >= freshSince)
    : NONE;
  cached = { raw, comments };
  return comments;
}

function writeAll(comments: readonly StoredComment[]): void {
  try {
    if (comments.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(comments));
  } catch {
    // storage full or refused: the comment is still shown until the page is left
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Remembers a comment the reader just posted on the post `slug`. */
export function rememberPendingComment(slug: string, comment: BlogComment): void {
  writeAll([...readAll().filter((stored) => stored.id !== comment.id), { slug, ...comment }]);
}

/** Forgets the post's pending comments that are now among its approved `shownIds`. */
export function forgetShownComments(slug: string, shownIds: ReadonlySet<number>): void {
  const all = readAll();
  const kept = all.filter((stored) => stored.slug !== slug || !shownIds.has(stored.id));
  if (kept.length !== all.length) writeAll(kept);
}

function subscribe(onChange: () => void) {
  // 'storage' fires in the reader's other tabs of the same site.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The reader's pending comments on the post `slug`, oldest first; none on the server. */
export function usePendingComments(slug: string): readonly BlogComment[] {
  const all = useSyncExternalStore(subscribe, readAll, () => NONE);
  return all
    .filter((stored) => stored.slug === slug)
    .map(({ id, name, body, createdAt }) => ({ id, name, body, createdAt }));
}
