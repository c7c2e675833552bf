import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

import { FOCUSABLE_SELECTOR } from '../drawer';

// What a floating launcher must never sit on (issues 13 and 18): anything Tab reaches, and cards.
const KEEP_CLEAR_SELECTOR = `${FOCUSABLE_SELECTOR}, .job-card`;
// Points sampled across the launcher's spot, as fractions of its box: corners, edges, centre.
const SAMPLES = [0.02, 0.5, 0.98];

// An open modal dialog (the chat itself) is above everything and does not count.
const inModal = (element: Element) => element.closest('[aria-modal="true"]') !== null;

/**
 * Whether the focused element is under the spot, or will be: focus lands before the browser
 * scrolls the element into view, and an element below the viewport in the spot's columns is
 * scrolled up to the bottom edge, where the spot is.
 */
const underOrBelow = (spot: DOMRect, focused: DOMRect) =>
  spot.left < focused.right && focused.left < spot.right && spot.top < focused.bottom;

/** Whether content the visitor may want to reach lies under `spot` (the launcher's own box aside). */
function coversContent(spot: HTMLElement): boolean {
  const box = spot.getBoundingClientRect();
  const focused = document.activeElement;
  if (
    focused instanceof HTMLElement &&
    focused !== document.body &&
    !spot.contains(focused) &&
    !inModal(focused)
  ) {
    if (underOrBelow(box, focused.getBoundingClientRect())) return true;
  }
  for (const fx of SAMPLES) {
    for (const fy of SAMPLES) {
      const x = box.left + box.width * fx;
      const y = box.top + box.height * fy;
      const under = document.elementsFromPoint(x, y);
      const covered = under.some(
        (element) =>
          !spot.contains(element) && !inModal(element) && element.closest(KEEP_CLEAR_SELECTOR),
      );
      if (covered) return true;
    }
  }
  return false;
}

/**
 * Whether a fixed launcher should step aside: true while a focusable element, a card or the
 * focused element lies under `spotRef` (its resting box, which does not move). Checked once a
 * frame at most on scroll, resize and content changes, and at once when focus moves.
 */
export function useTuckedAway(spotRef: RefObject<HTMLElement | null>): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const spot = spotRef.current;
      // The launcher itself focused stays put: moving it away would lose the focus.
      if (spot && !spot.contains(document.activeElement)) setTucked(coversContent(spot));
    };
    // Focus is judged at once and the launcher leaves in the same task: a fast keyboard (or a
    // screen reader reading the focused element) comes before React's next scheduled render.
    const checkFocus = () => flushSync(check);
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    // The page's content changing (new results) moves what lies under the spot too.
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', checkFocus);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', checkFocus);
    };
  }, [spotRef]);
  return tucked;
}
