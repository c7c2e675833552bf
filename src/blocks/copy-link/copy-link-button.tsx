import { useEffect, useId, useRef, useState } from 'react';

import { LineIcon } from '../icon/icon';
import { copyText, useCopyTooltip } from './use-copy-tooltip';
import './copy-link.css';

/**
 * A "Copy link" button on its own (where a whole link field would crowd the content, as in an
 * FAQ answer); it says "Link copied" in a status region. Without the Clipboard API the link
 * appears in a read-only field, selected, for the visitor to copy. `name`, when several such
 * buttons share a screen, says which link each one copies (it starts with the visible `label`).
 */
export function CopyLinkButton({
  url,
  label,
  name,
}: {
  url: string;
  label: string;
  name?: string;
}) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  // How often the clipboard failed: each time the field (shown from the first) is selected again.
  const [fallbacks, setFallbacks] = useState(0);
  const { outcome, show } = useCopyTooltip();

  useEffect(() => {
    if (fallbacks === 0) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [fallbacks]);

  const copy = async () => {
    const copied = await copyText(url, null);
    if (copied === 'selected') setFallbacks((count) => count + 1);
    show(copied);
  };

  return (
    <div className="copy-link copy-link--compact">
      <div className="copy-link__action">
        <button
          type="button"
          className="button button--ghost copy-link__button"
          aria-label={name}
          onClick={() => void copy()}
        >
          <LineIcon name="copy" size={18} />
          {label}
        </button>
        <span className="copy-link__tooltip" role="status" data-visible={outcome === 'copied'}>
          {outcome === 'copied' && 'Link copied'}
        </span>
      </div>
      {fallbacks > 0 && (
        <p className="copy-link__fallback">
          <label className="copy-link__label" htmlFor={fieldId}>
            Press Ctrl+C (⌘C on a Mac) to copy the link
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            className="copy-link__field"
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </p>
      )}
    </div>
  );
}
