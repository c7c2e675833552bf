import { useId, useRef } from 'react';

import { LineIcon } from '../icon/icon';
import { copyText, useCopyTooltip } from './use-copy-tooltip';
import './copy-link.css';

const TOOLTIP_TEXT = {
  copied: 'Link copied',
  selected: 'Press Ctrl+C (⌘C on a Mac) to copy',
} as const;

/** The shareable link in a read-only field, with a button that copies it and says so. */
export function CopyLink({ url, label = 'Link to this job' }: { url: string; label?: string }) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const { outcome, show } = useCopyTooltip();
  const copy = async () => show(await copyText(url, fieldRef.current));

  return (
    <div className="copy-link">
      <label className="copy-link__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="copy-link__row">
        <input
          ref={fieldRef}
          id={fieldId}
          className="copy-link__field"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="copy-link__action">
          <button
            type="button"
            className="button button--ghost copy-link__button"
            onClick={() => void copy()}
          >
            <LineIcon name="copy" size={18} />
            Copy link
          </button>
          <span className="copy-link__tooltip" role="status" data-visible={outcome !== null}>
            {outcome && TOOLTIP_TEXT[outcome]}
          </span>
        </div>
      </div>
    </div>
  );
}
