import { useState, type ReactNode } from 'react';

import type { MarkdownPreview } from '../../../../contract/admin-job-types';
import { writeErrorMessage } from '../../../api/admin-api';
import { requestEnvelope } from '../../../api/http-client';
import { ArticleBody } from '../../../blocks/post/article-body';
import '../../../blocks/post/article-body.css';
import type { FieldErrors } from '../shell/use-versioned-form';
import { postFieldId, type PostField as FieldName, type PostFormValues } from './post-form-values';

interface FieldContext {
  values: PostFormValues;
  errors: FieldErrors;
  change: (patch: Partial<PostFormValues>, touched?: readonly string[]) => void;
}

/** The attributes that tie a control to its label, hint and error. */
function controlProps(name: FieldName, errors: FieldErrors, hint: boolean) {
  const id = postFieldId(name);
  const describedBy = [errors[name] && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
  return {
    id,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
}

function FieldNotes({
  name,
  hint,
  errors,
}: {
  name: FieldName;
  hint?: ReactNode;
  errors: FieldErrors;
}) {
  const id = postFieldId(name);
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-error`} className="admin-field__error">
          {errors[name]}
        </p>
      )}
    </>
  );
}

/** A labelled text field of the post form (one line, or several with `multiline`). */
export function PostField({
  name,
  label,
  values,
  errors,
  change,
  onChange = (value) => change({ [name]: value }, [name]),
  hint,
  optional = false,
  multiline = false,
  maxLength,
}: FieldContext & {
  name: Exclude<FieldName, 'kind' | 'body'>;
  label: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  optional?: boolean;
  multiline?: boolean;
  maxLength?: number;
}) {
  const common = {
    ...controlProps(name, errors, Boolean(hint)),
    value: values[name],
    maxLength,
    'aria-required': optional ? undefined : true,
  };
  return (
    <div className="admin-field">
      <label htmlFor={postFieldId(name)}>
        {label}
        {optional && <span className="admin-table__muted"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldNotes name={name} hint={hint} errors={errors} />
    </div>
  );
}

/**
 * The post's Markdown, and beside it on request the text as the post page renders it: the
 * server's own rendering (sanitised as the page's) in the page's own article styles.
 */
export function PostBodyField({ values, errors, change }: FieldContext) {
  const [preview, setPreview] = useState<{ markdown: string; html: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [showing, setShowing] = useState(false);
  const current = showing && preview?.markdown === values.body ? preview : null;

  const showPreview = async () => {
    setShowing(true);
    setPreviewError(null);
    try {
      const { html } = await requestEnvelope<MarkdownPreview>({
        method: 'POST',
        url: 'admin/posts/markdown-preview',
        data: { markdown: values.body },
      });
      setPreview({ markdown: values.body, html });
    } catch (error) {
      setPreviewError(writeErrorMessage(error));
    }
  };

  return (
    <div className="admin-field post-body">
      <label htmlFor={postFieldId('body')}>Text</label>
      <textarea
        {...controlProps('body', errors, true)}
        rows={18}
        maxLength={100_000}
        aria-required
        value={values.body}
        onChange={(event) => change({ body: event.target.value }, ['body'])}
      />
      <FieldNotes
        name="body"
        errors={errors}
        hint="Markdown: ## headings, **bold**, [links](/job), lists, ```code```. Blank lines between paragraphs."
      />
      <div className="post-body__preview-actions">
        <button type="button" className="button button--ghost" onClick={() => void showPreview()}>
          {showing ? 'Update the preview' : 'Preview the text'}
        </button>
        {showing && (
          <button type="button" className="button button--ghost" onClick={() => setShowing(false)}>
            Hide the preview
          </button>
        )}
      </div>
      {showing && (
        <section className="post-body__preview" aria-label="The text as the post page shows it">
          {previewError ? (
            <p className="admin-field__error" role="alert">
              {previewError}
            </p>
          ) : current ? (
            <ArticleBody html={current.html} />
          ) : (
            <p role="status">{preview ? 'The text changed: update the preview.' : 'Rendering…'}</p>
          )}
        </section>
      )}
    </div>
  );
}
