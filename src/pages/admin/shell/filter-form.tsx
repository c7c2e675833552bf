import { useRef, type FormEvent, type ReactNode } from 'react';

import { formatDate, parseDay } from '../../../lib/date-format';
import type { QueryValue } from '../../../../contract/query-string';
import { useFilterParams } from './admin-ui';

/** A text field of a submitted form, trimmed ('' when absent). */
export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

/**
 * A day field of a submitted form as the API reads it (`yyyy-MM-dd`; '' when empty). The field
 * (`DayInput`) refuses text that is no day, so anything else reaches the API only by hand.
 */
export function formDay(form: FormData, name: string): string {
  const text = formText(form, name);
  return parseDay(text) ?? text;
}

interface FilterFormProps {
  /** The form's accessible name; a search form (`role="search"`) is named by its landmark. */
  label?: string;
  role?: 'search';
  submitLabel?: string;
  submitStyle?: 'primary' | 'ghost';
  /** The filters the submitted form sets; the page goes back to 1. */
  read: (form: FormData) => Readonly<Record<string, QueryValue>>;
  /** Called once the new filters are in the URL. */
  onApplied?: () => void;
  /** A rule across fields: the field to mark and its message, or null when the form is fine. */
  check?: (form: FormData) => { field: string; message: string } | null;
  children: ReactNode;
}

/**
 * A section's filters: uncontrolled fields that start from the URL and, when submitted, write it
 * back (the form is re-created when the URL changes, so Back shows the right values).
 */
export function FilterForm({
  label,
  role,
  submitLabel = 'Apply filters',
  submitStyle = 'primary',
  read,
  onApplied,
  check,
  children,
}: FilterFormProps) {
  const filters = useFilterParams();
  const marked = useRef<HTMLInputElement | null>(null);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const problem = check?.(form);
    const field = problem ? event.currentTarget.elements.namedItem(problem.field) : null;
    if (problem && field instanceof HTMLInputElement) {
      // The browser shows the message at the field and holds the form until an edit clears it.
      field.setCustomValidity(problem.message);
      field.reportValidity();
      marked.current = field;
      return;
    }
    filters.update(read(form));
    onApplied?.();
  };
  return (
    <form
      className="admin-filters"
      role={role}
      aria-label={label}
      onSubmit={apply}
      onInput={(event) => {
        const field = marked.current;
        marked.current = null;
        // An edit of the marked field itself is judged by its own onChange (DayInput).
        if (field && event.target !== field) field.setCustomValidity('');
      }}
      key={filters.searchParams.toString()}
    >
      {children}
      <button type="submit" className={`button button--${submitStyle}`}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A labelled free-text filter field. */
export function FilterInput({
  id,
  name,
  label,
  defaultValue,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  placeholder?: string;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
      />
    </div>
  );
}

const DAY_FORMAT_MESSAGE = 'Enter a date as dd/mm/yyyy, for example 25/11/2026.';

/**
 * A day filter typed as dd/mm/yyyy, the format the admin's tables show (SPEC §9), whatever the
 * browser's locale: Chromium draws `type="date"` in the browser's locale and ignores `lang`, so
 * an en-US browser showed mm/dd/yyyy beside dd/mm/yyyy tables. The URL keeps `yyyy-MM-dd`
 * (`defaultValue`, read back with `formDay`); text that is no day stops the form with a message.
 */
export function DayInput({
  id,
  name,
  label,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
}) {
  const hintId = `${id}-format`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        aria-describedby={hintId}
        defaultValue={formatDate(defaultValue)}
        onChange={(event) => {
          const text = event.currentTarget.value.trim();
          event.currentTarget.setCustomValidity(
            text === '' || parseDay(text) ? '' : DAY_FORMAT_MESSAGE,
          );
        }}
      />
      <p id={hintId} className="admin-field__hint">
        dd/mm/yyyy
      </p>
    </div>
  );
}
