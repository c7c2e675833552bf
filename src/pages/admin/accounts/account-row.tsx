import { useState } from 'react';

import type { AdminAccount } from '../../../../contract/admin-account-types';
import { normalizeError } from '../../../../contract/errors';
import { useAdminWrite } from '../../../api/admin-api';
import { DateTime, RowAction } from '../shell/admin-ui';
import type { useAdminAction } from '../shell/use-admin-action';
import { ScopeCheckboxes, scopeWords } from './scope-checkboxes';

type AdminAction = ReturnType<typeof useAdminAction>;

/** The account as it is now, when a refusal carries it (a 409: changed meanwhile, or the last admin). */
function currentOf(error: unknown): AdminAccount | undefined {
  const envelope = normalizeError(error).data as { data?: { current?: AdminAccount } } | null;
  return envelope?.data?.current;
}

/** An admin's row: who, which sections, status and last sign-in; change, invite again, remove. */
export function AccountRow({
  account,
  you,
  action,
}: {
  account: AdminAccount;
  you: boolean;
  action: AdminAction;
}) {
  const write = useAdminWrite();
  const [editing, setEditing] = useState(false);
  const [scopes, setScopes] = useState(account.scopes);
  const [version, setVersion] = useState(account.version);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const editorId = `account-${account.id}-editor`;

  const save = () => {
    let failure: unknown;
    return action.run(
      async () => {
        try {
          await write<AdminAccount>('PUT', `accounts/${account.id}`, { scopes, version });
        } catch (error) {
          failure = error;
          throw error;
        }
        setEditing(false);
        return `${account.email} may now use: ${scopeWords(scopes)}. ${you ? 'Sign in again to use them.' : 'Their sign-ins have ended; they sign in again with these.'}`;
      },
      {
        // The choice stays as ticked; the account as it is now says what to compare it with.
        showError: (message) => {
          const current = message ? currentOf(failure) : undefined;
          if (current) setVersion(current.version);
          setEditError(
            message &&
              (current ? `${message} They now have: ${scopeWords(current.scopes)}.` : message),
          );
        },
      },
    );
  };

  const resend = () =>
    action.run(async () => {
      await write('POST', `accounts/${account.id}/invitation`);
      return `A new invitation went to ${account.email}; the older link no longer works.`;
    });

  const remove = () =>
    action.run(async () => {
      setConfirmingRemoval(false);
      await write('DELETE', `accounts/${account.id}`);
      return `${account.email} was removed; their sign-ins have ended.`;
    });

  return (
    <>
      <tr>
        <td>
          <strong>{account.email}</strong>
          {you && <span className="admin-table__muted"> (you)</span>}
        </td>
        <td>{scopeWords(account.scopes)}</td>
        <td>
          {account.status === 'invited' ? (
            <span className="admin-badge admin-badge--pending">Invited</span>
          ) : (
            <span className="admin-badge admin-badge--approved">Active</span>
          )}
          {account.status === 'invited' && account.invitedAt && (
            <span className="admin-table__muted admin-table__block">
              since <DateTime value={account.invitedAt} />
            </span>
          )}
        </td>
        <td>
          <DateTime value={account.lastSignedInAt} />
          {account.signedIn && (
            <span className="admin-table__muted admin-table__block">signed in now</span>
          )}
        </td>
        <td className="admin-table__actions">
          <RowAction
            disabled={action.busy}
            label={`Change the sections of ${account.email}`}
            onClick={() => {
              setEditing(!editing);
              setScopes(account.scopes);
              setVersion(account.version);
              setEditError(null);
            }}
          >
            {editing ? 'Close' : 'Change sections'}
          </RowAction>
          {account.status === 'invited' && (
            <RowAction
              disabled={action.busy}
              label={`Send the invitation of ${account.email} again`}
              onClick={() => void resend()}
            >
              Invite again
            </RowAction>
          )}
          {!you &&
            (confirmingRemoval ? (
              <RowAction
                variant="primary"
                disabled={action.busy}
                label={`Yes, remove ${account.email}`}
                onClick={() => void remove()}
              >
                Yes, remove
              </RowAction>
            ) : (
              <RowAction
                disabled={action.busy}
                label={`Remove ${account.email}`}
                onClick={() => setConfirmingRemoval(true)}
              >
                Remove
              </RowAction>
            ))}
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={5}>
            <form
              id={editorId}
              className="admin-form"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
              noValidate
            >
              <ScopeCheckboxes
                idPrefix={editorId}
                legend={`Sections ${account.email} may use`}
                value={scopes}
                onChange={setScopes}
                error={editError ?? undefined}
                disabled={action.busy}
              />
              <p className="admin-field__hint">
                Saving ends their sign-ins: they sign in again with the new sections.
              </p>
              <button type="submit" className="button button--primary" disabled={action.busy}>
                Save sections
              </button>
            </form>
          </td>
        </tr>
      )}
    </>
  );
}
