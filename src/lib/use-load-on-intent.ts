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
    const area = ref?.current ?? null;
    if (ref && !area) return undefined;
    const start = () => void load().catch(() => undefined);
    if (area && (area.contains(document.activeElement) || area.matches(':hover'))) {
      start();
      return undefined;
    }
    // On the window, capturing: React, listening on the document, stops the events aimed at HTML
    // it has not hydrated yet before they reach it (it replays them once it has).
    const options = { capture: true, passive: true };
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, options);
    };
    const onIntent = (event: Event) => {
      if (area && !(event.target instanceof Node && area.contains(event.target))) return;
      stop();
      start();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, options);
    return stop;
  }, [ref, load]);
}
