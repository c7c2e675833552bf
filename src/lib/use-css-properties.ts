import { useLayoutEffect, type RefObject } from 'react';

/** Custom property name → value, e.g. `{ '--progress': '0.5' }`. */
export type CssProperties = Readonly<Record<`--${string}`, string>>;

/**
 * Sets CSS custom properties on an element through the CSSOM once it is mounted, and again on
 * every render. A `style` attribute in the server's HTML is inline style, which the CSP refuses
 * (no `'unsafe-inline'`, SECURITY.md); properties set from script are not governed by CSP. Until
 * hydration the stylesheet's fallback applies (`var(--progress, 0)`).
 *
 * @example
 * const bar = useRef<HTMLSpanElement>(null);
 * useCssProperties(bar, { '--progress': String(done / total) });
 * return <span ref={bar} className="progress" />;
 */
export function useCssProperties(ref: RefObject<HTMLElement | null>, properties: CssProperties) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
  });
}
