/** What Tab can reach (unless hidden or inert). */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) =>
      !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Where Tab should go to stay inside the trap: the first element after the last one (and the
 * last before the first with Shift), or null to let the browser move focus normally.
 *
 * @example
 * const target = wrapFocusTarget(focusableWithin(panel), document.activeElement, event.shiftKey);
 * if (target) { event.preventDefault(); target.focus(); }
 */
export function wrapFocusTarget(
  focusables: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return null;
  const index = active ? focusables.indexOf(active as HTMLElement) : -1;
  // Focus outside the list (the panel itself, or lost): bring it back in at the matching end.
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return null;
}
