import { useCallback, useEffect, useRef, type RefObject } from 'react';

import { scrollIntoViewGently } from '../../lib/scroll-into-view';

/**
 * Brings a new page of results to the visitor after a page link (issue 32): the list keeps its
 * address path, so no page transition scrolls to the top, and Next pressed at the bottom would
 * open page 2 at its last cards. Once `page` changes after `turning()`, `target` (the top of the
 * results) scrolls into view, gently unless reduced motion is preferred, and takes focus, so a
 * keyboard or screen reader visitor goes on from the first new result. Give `target`
 * `tabIndex={-1}`: it takes focus without becoming a Tab stop.
 *
 * @example
 * const turning = usePageTurn(countRef, pager.page);
 * <Pagination onFollow={() => { turning(); follow(); }} … />
 */
export function usePageTurn(target: RefObject<HTMLElement | null>, page: number): () => void {
  const isTurning = useRef(false);
  useEffect(() => {
    const element = target.current;
    if (!isTurning.current || !element) return;
    isTurning.current = false;
    scrollIntoViewGently(element);
    element.focus({ preventScroll: true });
  }, [page, target]);
  return useCallback(() => {
    isTurning.current = true;
  }, []);
}
