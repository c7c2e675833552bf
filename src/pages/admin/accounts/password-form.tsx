import { useRef, useState, type FormEvent } from 'react';

import { PASSWORD_MIN_LENGTH } from '../../../../contract/admin-account-types';
import { fieldErrorsOf, useAdminWrite, writeErrorIssues } from '../../../api/admin-api';
import { ActionFeedback } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Field, { label: string; autoComplete: string; hint?: string }> = {
  currentPassword: { label: 'Current password', autoComplete: 'current-password' },
  newPassword: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`,
  },
  confirmPassword: { label: 'The new password again', autoComplete: 'new-password' },
};

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the form can tell before asking the server. */
function checkValues(values: Values): Partial<Values> {
  return {
    ...(!values.currentPassword && { currentPassword: 'Enter your current password.' }),
    ...(values.newPassword.length < PASSWORD_MIN_LENGTH && {
      newPassword: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    }),
    ...(values.confirmPassword !== values.newPassword && {
      confirmPassword: 'The two new passwords differ.',
    }),
  };
}

/** Change one's own password: the current one, and the new one twice. */
export function PasswordForm() {
  const write = useAdminWrite();
  const action = useAdminAction();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const showErrors = (found: Partial<Values>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.setMessage(null);
    const found = checkValues(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    let failure: unknown;
    await action.run(
      async () => {
        try {
          await write('PUT', 'account/password', {
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
          });
        } catch (error) {
          failure = error;
          throw error;
        }
        setValues(EMPTY);
        setErrors({});
        return 'Your password is changed. Your other sign-ins have ended.';
      },
      {
        showError: (message) => {
          const byField = message ? fieldErrorsOf(writeErrorIssues(failure), FIELDS) : {};
          if (Object.keys(byField).length > 0) showErrors(byField);
          else setFormError(message);
        },
      },
    );
  };

  return (
    <form
      ref={form}
      className="admin-form accounts-password"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading">Change your password</h2>
      {FIELDS.map((field) => {
        const { label, autoComplete, hint } = LABELS[field];
        const describedBy = errors[field] ? `${field}-error` : hint ? `${field}-hint` : undefined;
        return (
          <div className="admin-field" key={field}>
            <label htmlFor={field}>{label}</label>
            <input
              id={field}
              type="password"
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => {
                setValues({ ...values, [field]: event.target.value });
                setErrors({ ...errors, [field]: undefined });
              }}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy}
            />
            {hint && (
              <p id={`${field}-hint`} className="admin-field__hint">
                {hint}
              </p>
            )}
            {errors[field] && (
              <p id={`${field}-error`} className="admin-field__error" role="alert">
                {errors[field]}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        className="button button--primary"
        disabled={action.busy}
        aria-busy={action.busy}
      >
        {action.busy ? 'Saving…' : 'Change my password'}
      </button>
      <ActionFeedback message={action.message} error={formError} />
    </form>
  );
}
