import type { ReactNode } from 'react';

import type { ContentField } from '../../../../contract/admin-page-types';
import { MarkdownField } from '../shell/markdown-field';
import type { FieldErrors } from '../shell/use-versioned-form';
import { emptyValueOf, fieldId, getAt, keyOf, type Path } from './document-values';
import { MoveButtons } from './move-buttons';

/** What every control reads and writes: the document, its errors and how a value changes. */
export interface FieldsContext {
  document: unknown;
  errors: FieldErrors;
  /** Sets the value at `path`; `undefined` leaves the field out of the document. */
  set: (path: Path, value: unknown) => void;
  /** The admin API path that draws Markdown as the site does. */
  markdownPreviewUrl: string;
  /** Tells a screen reader what a move or a removal did. */
  announce: (message: string) => void;
}

/** A field's hint and error under its control; the ids the control is described by. */
function Notes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          Expected: {hint}.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return ids || undefined;
}

const optionalMark = (field: ContentField) =>
  field.required ? null : <span className="admin-table__muted"> (optional)</span>;

/** A label for a field; a list's plain items are named by their list and place. */
const labelOf = (field: ContentField, path: Path): string =>
  field.label || `Entry ${Number(path[path.length - 1]) + 1}`;

/** One value's control, by its kind (the model read from the content schemas). */
export function FieldControl({
  field,
  path,
  context,
}: {
  field: ContentField;
  path: Path;
  context: FieldsContext;
}) {
  const key = keyOf(path);
  const id = fieldId(key);
  const value = getAt(context.document, path);
  const error = context.errors[key];
  const label = labelOf(field, path);
  const change = (next: unknown) => context.set(path, next);

  switch (field.kind) {
    case 'text': {
      if (field.name === 'id') return <IdField id={id} value={value} label={label} error={error} />;
      const text = typeof value === 'string' ? value : '';
      return (
        <div className="admin-field">
          <label htmlFor={id}>
            {label}
            {optionalMark(field)}
          </label>
          <input
            id={id}
            type="text"
            value={text}
            aria-required={field.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, field.hint, error)}
            onChange={(event) => {
              const next = event.target.value;
              if (next !== '' || field.required) change(next);
              else change(field.nullable ? null : undefined);
            }}
          />
          <Notes id={id} hint={field.hint} error={error} />
        </div>
      );
    }
    case 'markdown':
      return (
        <MarkdownField
          id={id}
          label={
            <>
              {label}
              {optionalMark(field)}
            </>
          }
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => change(next === '' && !field.required ? undefined : next)}
          previewUrl={context.markdownPreviewUrl}
          error={error}
          required={field.required}
          rows={6}
        />
      );
    case 'number':
      return (
        <div className="admin-field page-editor__number">
          <label htmlFor={id}>
            {label}
            {optionalMark(field)}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={typeof value === 'number' ? value : ''}
            aria-required={field.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, undefined, error)}
            onChange={(event) =>
              change(event.target.value === '' ? undefined : Number(event.target.value))
            }
          />
          <Notes id={id} error={error} />
        </div>
      );
    case 'choice':
      return (
        <div className="admin-field">
          <label htmlFor={id}>
            {label}
            {optionalMark(field)}
          </label>
          <select
            id={id}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, undefined, error)}
            onChange={(event) => change(event.target.value === '' ? undefined : event.target.value)}
          >
            {!field.required && <option value="">None</option>}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <Notes id={id} error={error} />
        </div>
      );
    case 'flag':
      return (
        <div className="admin-field admin-field--check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) =>
              change(event.target.checked ? true : field.required ? false : undefined)
            }
          />
          <label htmlFor={id}>{label}</label>
          <Notes id={id} error={error} />
        </div>
      );
    case 'group':
      return <GroupField field={field} path={path} context={context} />;
    case 'list':
      return <ListField field={field} path={path} context={context} />;
    case 'fixed':
      return (
        <div className="admin-field" id={id} tabIndex={-1}>
          <p className="admin-field__hint">
            <strong>{label}</strong>: set by a developer in the page’s file; kept as it is.
          </p>
          <Notes id={id} error={error} />
        </div>
      );
  }
}

/**
 * An item's id, shown and never edited: links name it (`?faq=response-time`, SPEC §2). A new
 * item's is made from its first text when it is saved.
 */
function IdField({
  id,
  value,
  label,
  error,
}: {
  id: string;
  value: unknown;
  label: string;
  error?: string | undefined;
}) {
  return (
    <div className="admin-field" id={id} tabIndex={-1}>
      <p className="admin-field__hint">
        {label}:{' '}
        {typeof value === 'string' && value ? (
          <code>{value}</code>
        ) : (
          'made from its first text when you save'
        )}{' '}
        (links name it, so it stays as it is)
      </p>
      <Notes id={id} error={error} />
    </div>
  );
}

/** An object's fields in a fieldset; an optional one can be added and removed. */
function GroupField({
  field,
  path,
  context,
}: {
  field: Extract<ContentField, { kind: 'group' }>;
  path: Path;
  context: FieldsContext;
}) {
  const key = keyOf(path);
  const value = getAt(context.document, path);
  const label = labelOf(field, path);
  const error = context.errors[key];
  if (value === undefined && !field.required) {
    return (
      <div className="admin-field" id={fieldId(key)} tabIndex={-1}>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => context.set(path, emptyValueOf(field))}
        >
          Add {label.toLowerCase()}
        </button>
        <Notes id={fieldId(key)} error={error} />
      </div>
    );
  }
  return (
    <fieldset
      className={`page-editor__group page-editor__group--${field.shape}`}
      id={fieldId(key)}
      tabIndex={-1}
    >
      <legend>
        {label}
        {optionalMark(field)}
      </legend>
      <Notes id={fieldId(key)} error={error} />
      <div className="page-editor__fields">
        {field.fields.map((child) => (
          <FieldControl
            key={child.name}
            field={child}
            path={[...path, child.name]}
            context={context}
          />
        ))}
      </div>
      {!field.required && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => context.set(path, undefined)}
        >
          Remove {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/** What an item of a list is called on its buttons: its first text, else its place. */
function itemName(item: unknown, index: number): string {
  if (typeof item === 'string' && item.trim()) return `“${item.trim().slice(0, 40)}”`;
  if (typeof item === 'object' && item !== null) {
    const text = Object.entries(item).find(
      ([name, each]) => name !== 'id' && typeof each === 'string' && each.trim() !== '',
    )?.[1];
    if (typeof text === 'string') return `${index + 1}, “${text.trim().slice(0, 40)}”`;
  }
  return `${index + 1}`;
}

/** A list: each item's fields with its moves and removal, and a way to add one. */
function ListField({
  field,
  path,
  context,
}: {
  field: Extract<ContentField, { kind: 'list' }>;
  path: Path;
  context: FieldsContext;
}) {
  const key = keyOf(path);
  const value = getAt(context.document, path);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const label = labelOf(field, path);
  const error = context.errors[key];
  const canRemove = items.length > field.min;
  const setItems = (next: unknown[]) =>
    context.set(path, next.length === 0 && !field.required ? undefined : next);

  return (
    <fieldset className="page-editor__list" id={fieldId(key)} tabIndex={-1}>
      <legend>
        {label}
        {optionalMark(field)} <span className="admin-table__muted">({items.length})</span>
      </legend>
      <Notes id={fieldId(key)} error={error} />
      {items.length === 0 && <p className="admin-field__hint">None yet.</p>}
      <ol className="page-editor__items">
        {items.map((item, index) => {
          const name = `${label} ${itemName(item, index)}`;
          const itemPath = [...path, index];
          return (
            <li
              key={index}
              className={`page-editor__item${field.item.kind === 'group' ? '' : ' page-editor__item--inline'}`}
            >
              <FieldControl field={field.item} path={itemPath} context={context} />
              <ItemActions>
                <MoveButtons
                  idPrefix={fieldId(keyOf(itemPath))}
                  index={index}
                  count={items.length}
                  name={name}
                  list={items}
                  onMove={(next, to) => {
                    setItems(next);
                    context.announce(`${name} moved to place ${to + 1} of ${items.length}.`);
                  }}
                />
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={!canRemove}
                  aria-label={`Remove: ${name}`}
                  onClick={() => {
                    setItems(items.filter((_, at) => at !== index));
                    context.announce(`${name} removed.`);
                    document.getElementById(fieldId(key))?.focus();
                  }}
                >
                  Remove
                </button>
              </ItemActions>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          setItems([...items, emptyValueOf(field.item)]);
          context.announce(`${label}: entry ${items.length + 1} added.`);
        }}
      >
        Add to {label.toLowerCase()}
      </button>
    </fieldset>
  );
}

function ItemActions({ children }: { children: ReactNode }) {
  return <div className="page-editor__item-actions">{children}</div>;
}
