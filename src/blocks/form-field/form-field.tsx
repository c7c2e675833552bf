import type { ReactNode } from 'react';

import './form-field.css';

/** The attributes that tie a control to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface DescribedProps {
  id: string;
  hint?: ReactNode;
  error?: string;
}

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="form-field__hint">
      {children}
    </p>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="form-field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}

interface FormFieldProps extends DescribedProps {
  label: ReactNode;
  /** Shown after the label; the field may be left empty. */
  optional?: boolean;
  /** Renders the control with the given id and aria attributes. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field: label above, then the hint and the error, then the control. */
export function FormField({ id, label, optional, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional && <span className="form-field__optional"> (optional)</span>}
      </label>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
      {errorId && error && <FieldError id={errorId} message={error} />}
      {children({
        id,
        'aria-describedby': describedBy(hintId, errorId),
        'aria-invalid': error ? true : undefined,
      })}
    </div>
  );
}

interface ChoiceGroupProps extends DescribedProps {
  legend: ReactNode;
  children: ReactNode;
}

/** A group of checkboxes under one legend; `id` names the error and hint ids. */
export function ChoiceGroup({ id, legend, hint, error, children }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`form-field form-field--group${error ? ' form-field--invalid' : ''}`}
      aria-describedby={describedBy(hintId, errorId)}
    >
      <legend className="form-field__label">{legend}</legend>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
      {errorId && error && <FieldError id={errorId} message={error} />}
      <div className="form-field__choices">{children}</div>
    </fieldset>
  );
}

interface CheckboxProps extends DescribedProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
}

/** A checkbox with its label beside it, a 44 px target, and its own hint and error if any. */
export function Checkbox({
  id,
  label,
  hint,
  error,
  checked,
  onChange,
  name,
  value,
  required,
}: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`form-field__checkbox${error ? ' form-field--invalid' : ''}`}>
      {errorId && error && <FieldError id={errorId} message={error} />}
      <div className="form-field__checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="form-field__checkbox-input"
          name={name}
          value={value}
          checked={checked}
          required={required}
          aria-describedby={describedBy(hintId, errorId)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id} className="form-field__checkbox-label">
          {label}
        </label>
      </div>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}
