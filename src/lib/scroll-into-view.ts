import { SMOOTH_SCROLL_FALLBACK_MS } from './constants';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings `target` to the top of the viewport (below the sticky header: the page's
 * scroll-padding): smoothly, unless the visitor prefers reduced motion; if smooth scrolling is
 * unsupported or stalls, it jumps there after 500 ms.
 */
export function scrollIntoViewGently(target: Element): void {
  const smooth = !prefersReducedMotion() && 'scrollBehavior' in document.documentElement.style;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) {
    window.setTimeout(() => {
      if (Math.abs(target.getBoundingClientRect().top) > 2)
        target.scrollIntoView({ block: 'start' });
    }, SMOOTH_SCROLL_FALLBACK_MS);
  }
}
