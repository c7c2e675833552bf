import type { ReactNode } from 'react';

import { FormField } from './form-field';

type ContactField = 'name' | 'email';

/** The part of `useValidatedForm` for a form with `name` and `email` text fields. */
interface ContactForm {
  values: Readonly<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  setValue(field: ContactField, value: string): void;
}

interface ContactFieldProps {
  form: ContactForm;
  id: string;
  label: string;
}

/** The visitor's name, autofilled. */
export function NameField({ form, id, label }: ContactFieldProps) {
  return (
    <FormField id={id} label={label} error={form.errors.name}>
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          name="name"
          autoComplete="name"
          value={form.values.name}
          onChange={(event) => form.setValue('name', event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}

interface EmailFieldProps extends ContactFieldProps {
  hint?: ReactNode;
  optional?: boolean;
}

/** The visitor's e-mail address, autofilled and not spell-checked. */
export function EmailField({ form, id, label, hint, optional }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} optional={optional} hint={hint} error={form.errors.email}>
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
