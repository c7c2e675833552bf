import './markdown-field.css';

import { useId, useState, type KeyboardEvent } from 'react';

import type { MarkdownPreview } from '../../../../contract/admin-job-types';
import { writeErrorMessage } from '../../../api/admin-api';
import { requestEnvelope } from '../../../api/http-client';

type MarkdownTab = 'write' | 'preview';

const MARKDOWN_HINT =
  'Markdown: ## headings, **bold**, _italic_, - lists, [links](https://…), blank lines between paragraphs.';

interface MarkdownFieldProps {
  /** The textarea's id (the form focuses it by this id). */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The admin API path that renders Markdown as the public page does (`jobs/markdown-preview`). */
  previewPath: string;
  maxLength?: number;
  rows?: number;
}

/**
 * A Markdown text with a Preview tab drawn by the site's own renderer and sanitiser (the
 * section's `markdown-preview` endpoint): what the preview shows is what the page will. The tabs
 * follow WAI-ARIA (arrows move, activation on focus); an error brings the text back.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  error,
  previewPath,
  maxLength = 50_000,
  rows = 16,
}: MarkdownFieldProps) {
  const [tab, setTab] = useState<MarkdownTab>('write');
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
  const tabId = (which: MarkdownTab) => `${base}-${which}-tab`;
  const panelId = (which: MarkdownTab) => `${base}-${which}-panel`;

  const show = async (which: MarkdownTab) => {
    setTab(which);
    document.getElementById(tabId(which))?.focus();
    if (which !== 'preview' || preview?.markdown === value) return;
    setPreviewError(null);
    try {
      const { html } = await requestEnvelope<MarkdownPreview>({
        method: 'POST',
        url: `admin/${previewPath}`,
        data: { markdown: value },
      });
      setPreview({ markdown: value, html });
    } catch (failure) {
      setPreviewError(writeErrorMessage(failure));
    }
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    void show(tab === 'write' ? 'preview' : 'write');
  };
  const tabButton = (which: MarkdownTab, text: string) => (
    <button
      id={tabId(which)}
      type="button"
      role="tab"
      className="markdown-tabs__tab"
      aria-selected={tab === which}
      aria-controls={panelId(which)}
      tabIndex={tab === which ? 0 : -1}
      onClick={() => void show(which)}
      onKeyDown={onTabKey}
    >
      {text}
    </button>
  );
  return (
    <div className="admin-field markdown-field">
      <label htmlFor={id}>{label}</label>
      <div
        role="tablist"
        aria-label={`Write or preview the ${label.toLowerCase()}`}
        className="markdown-tabs"
      >
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
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
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
            // Rendered and sanitised by the server, as the public page shows it.
            <div className="prose" dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <p className="admin-field__hint">Nothing to preview yet.</p>
          )
        ) : (
          <p className="admin-field__hint">Drawing the preview…</p>
        )}
      </div>
      <p id={`${id}-hint`} className="admin-field__hint">
        {MARKDOWN_HINT}
      </p>
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
