import { SMOOTH_SCROLL_FALLBACK_MS } from '../../contract/constants';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings `target` to the top of the viewport (below the sticky header: the page's
 * scroll-padding): smoothly, unless the visitor prefers reduced motion; if smooth scrolling is
 * unsupported or has not moved the page after 500 ms, it jumps there.
 */
export function scrollIntoViewGently(target: Element): void {
  const smooth = !prefersReducedMotion() && 'scrollBehavior' in document.documentElement.style;
  const startY = window.scrollY;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) {
    // Only when the page has not moved: a long smooth scroll is still under way at 500 ms, and
    // a jump then cut it short below the sticky header (seen: 33 px short on a 3,000 px scroll).
    window.setTimeout(() => {
      if (window.scrollY === startY) target.scrollIntoView({ block: 'start' });
    }, SMOOTH_SCROLL_FALLBACK_MS);
  }
}
