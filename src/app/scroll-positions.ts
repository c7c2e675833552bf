import { SMOOTH_SCROLL_FALLBACK_MS } from '../lib/constants';

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

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls smoothly to a hash target; if smooth scrolling is unsupported or stalls, jumps there after 500 ms. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const smooth = !prefersReducedMotion() && 'scrollBehavior' in document.documentElement.style;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) {
    window.setTimeout(() => {
      if (Math.abs(target.getBoundingClientRect().top) > 2)
        target.scrollIntoView({ block: 'start' });
    }, SMOOTH_SCROLL_FALLBACK_MS);
  }
  return true;
}
