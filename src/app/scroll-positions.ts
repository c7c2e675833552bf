import { scrollIntoViewGently } from '../lib/scroll-into-view';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();

/** Remembers where the visitor was on a history entry, so back restores it (SPEC §2). */
export function saveScrollPosition(locationKey: string, top: number): void {
  positions.set(locationKey, top);
}

export function persistScrollPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage may be full or blocked; restoring within this page load still works.
  }
}

export function loadScrollPositions(): void {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const entry of stored) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
          positions.set(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // A corrupt entry only means no restore.
  }
}

export function savedScrollPosition(locationKey: string): number | undefined {
  return positions.get(locationKey);
}

/** Scrolls to a hash target (smoothly unless reduced motion is preferred); false when there is none. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  scrollIntoViewGently(target);
  return true;
}
