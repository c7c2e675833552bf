import { useRef, useState, type FormEvent } from 'react';

import {
  INVITATION_LINK_TTL_DAYS,
  type AdminAccount,
} from '../../../../contract/admin-account-types';
import { fieldErrorsOf, useAdminWrite, writeErrorIssues } from '../../../api/admin-api';
import { ActionFeedback } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';
import { ScopeCheckboxes } from './scope-checkboxes';

const FIELDS = ['email', 'scopes'] as const;
type Field = (typeof FIELDS)[number];

/** Invite an admin: their e-mail address and the sections they may use. */
export function InviteForm() {
  const write = useAdminWrite();
  const action = useAdminAction();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    if (found.email) emailInput.current?.focus();
    else if (found.scopes) document.getElementById('invite-scopes')?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.setMessage(null);
    const missing: Partial<Record<Field, string>> = {
      ...(!email.trim() && { email: 'Enter the e-mail address of the admin to invite.' }),
      ...(scopes.length === 0 && { scopes: 'Choose at least one section.' }),
    };
    if (Object.keys(missing).length > 0) return showErrors(missing);
    let failure: unknown;
    await action.run(
      async () => {
        try {
          const invited = await write<AdminAccount>('POST', 'accounts', { email, scopes });
          setEmail('');
          setScopes([]);
          setErrors({});
          return `Invitation sent to ${invited.email}. Its link works once, for ${INVITATION_LINK_TTL_DAYS} days.`;
        } catch (error) {
          failure = error;
          throw error;
        }
      },
      {
        // A refusal that names a field goes beside it; anything else to the form's line.
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
      className="admin-form accounts-invite"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>Invite an admin</h2>
      <div className="admin-field">
        <label htmlFor="invite-email">E-mail address</label>
        <input
          id="invite-email"
          ref={emailInput}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(({ scopes: scopesError }) => ({ scopes: scopesError }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'invite-email-error' : 'invite-email-hint'}
        />
        <p id="invite-email-hint" className="admin-field__hint">
          They get an e-mail with a link to choose their password.
        </p>
        {errors.email && (
          <p id="invite-email-error" className="admin-field__error" role="alert">
            {errors.email}
          </p>
        )}
      </div>
      <ScopeCheckboxes
        idPrefix="invite"
        legend="Sections they may use"
        value={scopes}
        onChange={(next) => {
          setScopes(next);
          setErrors(({ email: emailError }) => ({ email: emailError }));
        }}
        error={errors.scopes}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={action.busy}
        aria-busy={action.busy}
      >
        {action.busy ? 'Sending…' : 'Send the invitation'}
      </button>
      <ActionFeedback message={action.message} error={formError} />
    </form>
  );
}
