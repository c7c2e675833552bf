import type { ReactNode } from 'react';

import type { VersionConflict } from '../shell/use-versioned-form';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  optional?: boolean;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'datetime-local';
}

/** One field of a press form: its label, control, hint and error, tied together for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  optional = false,
  rows,
  type = 'text',
}: TextFieldProps) {
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby':
      [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="admin-table__muted"> (optional)</span>}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
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

/** "Not saved: 2 fields need a change", above a form whose save was refused. */
export function ErrorCount({ errors }: { errors: Readonly<Record<string, string>> }) {
  const count = Object.values(errors).filter(Boolean).length;
  if (count === 0) return null;
  return (
    <p className="admin-feedback admin-feedback--error" role="alert">
      Not saved: {count === 1 ? 'one field needs' : `${count} fields need`} a change.
    </p>
  );
}

/**
 * The 409 of a stale save: what the server said, and the other admin's values of the fields they
 * changed; it takes focus (`id`) so it is read out first. The form keeps what was typed.
 */
export function ConflictNotice<R>({
  id,
  conflict,
  theirs,
}: {
  id: string;
  conflict: VersionConflict<R> | null;
  /** The fields they changed, in words, and their value. */
  theirs: readonly { label: string; value: string }[];
}) {
  if (!conflict) return null;
  return (
    <div id={id} className="press-conflict" role="alert" tabIndex={-1}>
      <p>
        <strong>Not saved.</strong> {conflict.message}
      </p>
      {theirs.length > 0 && (
        <dl className="press-conflict__theirs">
          {theirs.map(({ label, value }) => (
            <div key={label}>
              <dt>Their {label.toLowerCase()}</dt>
              <dd>{value || '(empty)'}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
