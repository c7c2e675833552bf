import { MAIN_CONTENT_ID } from './layouts/skip-link';

/**
 * Where focus goes when a client-side navigation brings a page in (issue 18): the hash target
 * when the address names one, else the page's main heading, else the main landmark. A screen
 * reader then starts reading the new page at its top, and the next Tab goes on from there rather
 * than from wherever the browser left it.
 */
function arrivalTarget(page: HTMLElement, hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return (
    (id ? document.getElementById(id) : null) ??
    page.querySelector<HTMLElement>('h1') ??
    document.getElementById(MAIN_CONTENT_ID)
  );
}

/**
 * Focuses the page that has just come in, without scrolling (the transition has placed it: top,
 * restored position or hash target). Focus the visitor has already put inside the new page, or
 * in a dialog opened meanwhile (the hiring chat, a drawer: they sit outside the page), stays.
 */
export function focusArrivedPage(page: HTMLElement, hash: string): void {
  const focused = document.activeElement;
  if (page.contains(focused) || focused?.closest('[role="dialog"], dialog')) return;
  const target = arrivalTarget(page, hash);
  if (!target) return;
  // A heading is not a control: tabindex -1 lets it take focus without becoming a Tab stop.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
