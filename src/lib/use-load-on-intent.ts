import { useEffect, type RefObject } from 'react';

/** What says the visitor is reaching for something: a pointer on it, a finger, focus, a key. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Calls `load` once, when the visitor reaches for what `ref` holds: a pointer over it, a touch,
 * focus inside (Tab, a screen reader entering a form) or a key pressed there; without `ref`, the
 * first of those anywhere on the page. A visitor already there when the page hydrated has
 * reached for it too. A failed load is left to where the code renders (its error boundary).
 *
 * @example
 * useLoadOnIntent(FORM.load, areaRef); // <div ref={areaRef}><FORM.Deferred /></div>
 */
export function useLoadOnIntent(
  load: () => Promise<unknown>,
  ref?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = ref ? ref.current : document;
    if (!element) return undefined;
    const start = () => void load().catch(() => undefined);
    const alreadyThere =
      element instanceof HTMLElement &&
      (element.contains(document.activeElement) || element.matches(':hover'));
    if (alreadyThere) {
      start();
      return undefined;
    }
    const stop = () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
    };
    const onIntent = () => {
      stop();
      start();
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { passive: true });
    return stop;
  }, [ref, load]);
}
