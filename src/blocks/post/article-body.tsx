import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { CopyCodeButton } from './copy-code-button';

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

/** A server-rendered code block (server/content/code-highlight.ts) the copy button goes into. */
interface CodeBlock {
  bar: HTMLElement;
  code: HTMLElement;
  language: string | null;
}

function findCodeBlocks(body: HTMLElement): CodeBlock[] {
  return [...body.querySelectorAll<HTMLElement>('.code-block')].flatMap((block) => {
    const bar = block.querySelector<HTMLElement>('.code-block__bar');
    const code = block.querySelector<HTMLElement>('pre code');
    const language = block.querySelector('.code-block__language')?.textContent ?? null;
    return bar && code ? [{ bar, code, language }] : [];
  });
}

/**
 * Server-rendered Markdown (sanitised HTML) in the reading typography. Code keeps its lines and
 * indentation and scrolls sideways on a narrow screen; a block that scrolls becomes a labelled
 * tab stop, re-checked as the column's width changes. Once JavaScript runs, each code block's
 * bar gets a copy button (a portal: React leaves the HTML it did not render alone).
 */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [codeBlocks, setCodeBlocks] = useState<CodeBlock[]>([]);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    markScrollingCode(body);
    setCodeBlocks(findCodeBlocks(body));
    const observer = new ResizeObserver(() => markScrollingCode(body));
    observer.observe(body);
    return () => observer.disconnect();
  }, [html]);
  return (
    <>
      <div ref={ref} className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
      {codeBlocks.map((block, index) =>
        createPortal(
          <CopyCodeButton code={block.code} language={block.language} />,
          block.bar,
          index,
        ),
      )}
    </>
  );
}
