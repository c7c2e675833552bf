import { copyText, useCopyTooltip } from '../copy-link/use-copy-tooltip';
import { LineIcon } from '../icon/icon';

/** Selects the code, for the visitor to copy where the Clipboard API is missing or refused. */
function selectCode(code: HTMLElement): void {
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.selectAllChildren(code);
}

/**
 * Copies one code block's text. It exists only once the page runs JavaScript (article-body.tsx
 * puts it into the server-rendered bar); the code is readable and selectable without it.
 */
export function CopyCodeButton({ code, language }: { code: HTMLElement; language: string | null }) {
  const { outcome, show } = useCopyTooltip();
  const copy = async () => {
    const copied = await copyText(code.textContent.replace(/\n$/, ''), null);
    if (copied === 'selected') selectCode(code);
    show(copied);
  };
  return (
    <>
      <span className="code-block__status" role="status">
        {outcome === 'copied' && 'Copied'}
        {outcome === 'selected' && 'Selected: press Ctrl+C (⌘C on a Mac)'}
      </span>
      <button
        type="button"
        className="button button--ghost code-block__copy"
        aria-label={language ? `Copy the ${language} code` : 'Copy the code'}
        onClick={() => void copy()}
      >
        <LineIcon name="copy" size={16} />
        Copy
      </button>
    </>
  );
}
