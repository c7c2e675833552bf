import { useEffect, useRef } from 'react';

const SCROLLING_CODE_LABEL = 'Code example, scrolls sideways';

/** A code block wider than its column scrolls; keyboard users reach it with Tab to scroll it. */
function markScrollingCode(body: HTMLElement): void {
  for (const pre of body.querySelectorAll('pre')) {
    if (pre.scrollWidth > pre.clientWidth) {
      pre.tabIndex = 0;
      pre.setAttribute('role', 'region');
      pre.setAttribute('aria-label', SCROLLING_CODE_LABEL);
    } else {
      pre.removeAttribute('tabindex');
      pre.removeAttribute('role');
      pre.removeAttribute('aria-label');
    }
  }
}

/**
 * Server-rendered Markdown (sanitised HTML) in the reading typography. Code keeps its lines and
 * indentation and scrolls sideways on a narrow screen; a block that scrolls becomes a labelled
 * tab stop, re-checked as the column's width changes.
 */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    markScrollingCode(body);
    const observer = new ResizeObserver(() => markScrollingCode(body));
    observer.observe(body);
    return () => observer.disconnect();
  }, [html]);
  return (
    <div ref={ref} className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
