import './markdown-field.css';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

import type { MarkdownPreview } from '../../../../contract/admin-job-types';
import { requestEnvelope } from '../../../api/http-client';
import { writeErrorMessage } from '../../../api/admin-api';

type Tab = 'write' | 'preview';

const MARKDOWN_HINT =
  'Markdown: ## headings, **bold**, _italic_, - lists, [links](https://…), blank lines between paragraphs.';

/**
 * A Markdown text with a Preview tab drawn by the site's own renderer and sanitiser (`previewUrl`,
 * an admin API path such as `admin/jobs/markdown-preview`): what the preview shows is what the
 * page will. `id` is the textarea's; its hint and error are `{id}-hint` and `{id}-error`.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  previewUrl,
  error,
  hint = MARKDOWN_HINT,
  rows = 16,
  maxLength = 50_000,
  required = true,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  previewUrl: string;
  error?: string | undefined;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}) {
  const [tab, setTab] = useState<Tab>('write');
  const [preview, setPreview] = useState<{ markdown: string; html: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const base = useId();
  // An error in the text brings the text back, so focus can go to it (state adjusted while
  // rendering, before the editor's effect focuses the field).
  const hasError = Boolean(error);
  const [errorSeen, setErrorSeen] = useState(hasError);
  if (hasError !== errorSeen) {
    setErrorSeen(hasError);
    if (hasError) setTab('write');
  }
  const tabId = (which: Tab) => `${base}-${which}-tab`;
  const panelId = (which: Tab) => `${base}-${which}-panel`;

  const show = async (which: Tab) => {
    setTab(which);
    document.getElementById(tabId(which))?.focus();
    if (which !== 'preview' || preview?.markdown === value) return;
    setPreviewError(null);
    try {
      const { html } = await requestEnvelope<MarkdownPreview>({
        method: 'POST',
        url: previewUrl,
        data: { markdown: value },
      });
      setPreview({ markdown: value, html });
    } catch (failure) {
      setPreviewError(writeErrorMessage(failure));
    }
  };
  // The tabs' keyboard: arrows move between them (WAI-ARIA tabs, activation on focus).
  const onTabKey = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    void show(tab === 'write' ? 'preview' : 'write');
  };
  const tabButton = (which: Tab, text: string) => (
    <button
      id={tabId(which)}
      type="button"
      role="tab"
      className="markdown-field__tab"
      aria-selected={tab === which}
      aria-controls={panelId(which)}
      tabIndex={tab === which ? 0 : -1}
      onClick={() => void show(which)}
      onKeyDown={onTabKey}
    >
      {text}
    </button>
  );
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="admin-field markdown-field">
      <label htmlFor={id}>{label}</label>
      <div role="tablist" aria-label="Write or preview the text" className="markdown-field__tabs">
        {tabButton('write', 'Write')}
        {tabButton('preview', 'Preview')}
      </div>
      <div
        id={panelId('write')}
        role="tabpanel"
        aria-labelledby={tabId('write')}
        hidden={tab !== 'write'}
      >
        <textarea
          id={id}
          rows={rows}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div
        id={panelId('preview')}
        role="tabpanel"
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        className="markdown-field__preview"
        aria-busy={tab === 'preview' && preview?.markdown !== value && !previewError}
      >
        {previewError ? (
          <p className="admin-feedback admin-feedback--error" role="alert">
            {previewError}
          </p>
        ) : preview?.markdown === value ? (
          preview.html ? (
            // Rendered and sanitised by the server, as the site's page shows it.
            <div className="prose" dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <p className="admin-field__hint">Nothing to preview yet.</p>
          )
        ) : (
          <p className="admin-field__hint">Drawing the preview…</p>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
