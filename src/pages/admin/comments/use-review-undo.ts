import { useEffect, useSyncExternalStore } from 'react';

import type { ReviewStatus } from '../../../../contract/admin-types';

/** How long a decision can be undone, through a reload of the tab too (decision 066). */
export const UNDO_WINDOW_MS = 10 * 60_000;

// Per tab, like the decisions it remembers: another tab or admin starts with nothing to undo.
const STORAGE_KEY = 'somnia.admin.comment-undo';

/** A comment's decision that can be undone: the status it had, the one it was given, until when. */
interface RowUndo {
  previous: ReviewStatus;
  decided: ReviewStatus;
  until: number;
}

/** The last bulk decision: its status, and the status each comment it changed had before. */
export interface BulkUndo {
  status: ReviewStatus;
  previous: [id: number, status: ReviewStatus][];
  until: number;
}

interface UndoMemory {
  rows: [id: number, undo: RowUndo][];
  bulk: BulkUndo | null;
}

const EMPTY: UndoMemory = { rows: [], bulk: null };

/** What is still undoable at `now`. */
function current(memory: UndoMemory, now: number): UndoMemory {
  return {
    rows: memory.rows.filter(([, undo]) => undo.until > now),
    bulk: memory.bulk && memory.bulk.until > now ? memory.bulk : null,
  };
}

function parse(raw: string | null): UndoMemory {
  try {
    const stored = JSON.parse(raw ?? 'null') as UndoMemory | null;
    return stored && Array.isArray(stored.rows) ? stored : EMPTY;
  } catch {
    return EMPTY;
  }
}

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

// The store the hook subscribes to: sessionStorage, parsed once per change.
const listeners = new Set<() => void>();
let cached: { raw: string | null; memory: UndoMemory } = { raw: null, memory: EMPTY };
// Storage refused (private mode, quota): Undo lives in this page only, and a reload forgets it.
let storageRefused = false;

function snapshot(): UndoMemory {
  if (storageRefused) return cached.memory;
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, memory: parse(raw) };
  return cached.memory;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(memory: UndoMemory) {
  const kept = current(memory, Date.now());
  try {
    if (kept.rows.length === 0 && !kept.bulk) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    storageRefused = true;
  }
  cached = { raw: readRaw(), memory: kept };
  listeners.forEach((listener) => listener());
}

/** A change a review made: the comment, the status it had, the one it has now. */
export interface ReviewChange {
  id: number;
  previous: ReviewStatus;
  decided: ReviewStatus;
}

/**
 * The moderation list's Undo (decision 066): each decision, and the last bulk one, can be undone
 * for UNDO_WINDOW_MS, kept in the tab's sessionStorage so a reload keeps it. A row's Undo shows
 * only while the comment still has the status it was given.
 */
export function useReviewUndo() {
  // The server renders no Undo; the browser reads the tab's after hydration.
  const memory = useSyncExternalStore(subscribe, snapshot, () => EMPTY);

  // Each Undo goes when its time is up (one read after a reload drops those gone meanwhile).
  useEffect(() => {
    const times = [...memory.rows.map(([, undo]) => undo.until), memory.bulk?.until ?? Infinity];
    const next = Math.min(...times);
    if (next === Infinity) return;
    const timer = setTimeout(() => store(snapshot()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [memory]);

  /**
   * Records what a review changed: an Undo (back to the remembered status) forgets the row's
   * Undo, a decision remembers what it replaced; `bulk` makes it the bulk bar's Undo, and a bulk
   * Undo ends it.
   */
  const recordReview = (changes: ReviewChange[], bulk: 'decision' | 'undo' | null) => {
    const before = snapshot();
    const rows = new Map(before.rows);
    const until = Date.now() + UNDO_WINDOW_MS;
    for (const { id, previous, decided } of changes) {
      if (rows.get(id)?.previous === decided) rows.delete(id);
      else rows.set(id, { previous, decided, until });
    }
    const lastBulk =
      bulk === 'decision' && changes.length > 0
        ? {
            status: changes[0]?.decided ?? 'pending',
            previous: changes.map(({ id, previous }): [number, ReviewStatus] => [id, previous]),
            until,
          }
        : bulk === 'undo'
          ? null
          : before.bulk;
    store({ rows: [...rows], bulk: lastBulk });
  };

  const rows = new Map(memory.rows);
  return {
    /** The status a row's Undo returns the comment to, if it can be undone. */
    previousOf: (id: number, status: ReviewStatus): ReviewStatus | undefined => {
      const undo = rows.get(id);
      return undo?.decided === status ? undo.previous : undefined;
    },
    bulk: memory.bulk,
    recordReview,
  };
}
