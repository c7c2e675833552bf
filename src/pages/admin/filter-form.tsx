import type { FormEvent, ReactNode } from 'react';

import type { QueryValue } from '../../lib/query-string';
import { useFilterParams } from './admin-ui';

/** A text field of a submitted form, trimmed ('' when absent). */
export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
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
  children,
}: FilterFormProps) {
  const filters = useFilterParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filters.update(read(new FormData(event.currentTarget)));
    onApplied?.();
  };
  return (
    <form
      className="admin-filters"
      role={role}
      aria-label={label}
      onSubmit={apply}
      key={filters.searchParams.toString()}
    >
      {children}
      <button type="submit" className={`button button--${submitStyle}`}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A labelled filter field: free text (`search`) unless told otherwise. */
export function FilterInput({
  id,
  name,
  label,
  defaultValue,
  type = 'search',
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  type?: 'search' | 'date';
  placeholder?: string;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={placeholder}
      />
    </div>
  );
}
