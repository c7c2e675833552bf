import './accounts.css';

import type { AdminSignIn, OwnAccount } from '../../../../contract/admin-account-types';
import { useAdminItem, useAdminWrite } from '../../../api/admin-api';
import { ActionFeedback, AdminLoading, DateTime, SectionHeader } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';
import { ADMIN_SCOPES } from '../../../../contract/admin-scopes';
import { ExternalAccounts } from './external-accounts';
import { ModerationMailForm } from './moderation-mail-form';
import { PasswordForm } from './password-form';
import { scopeWords } from './scope-checkboxes';

const TITLE = 'Your account';

/** Where the admin is signed in, this browser marked; the others can be signed out. */
function SignIns({ signIns }: { signIns: AdminSignIn[] }) {
  const write = useAdminWrite();
  const action = useAdminAction();
  const others = signIns.filter((signIn) => !signIn.current);
  const end = (signIn?: AdminSignIn) =>
    action.run(async () => {
      await write('DELETE', signIn ? `account/sign-ins/${signIn.id}` : 'account/sign-ins');
      return signIn
        ? `Signed out of ${signIn.device}.`
        : 'Signed out everywhere else; this browser stays signed in.';
    });
  return (
    <section aria-labelledby="sign-ins-heading">
      <h2 id="sign-ins-heading">Where you are signed in</h2>
      <ul className="accounts-sign-ins">
        {signIns.map((signIn) => (
          <li key={signIn.id}>
            <span>
              <strong>{signIn.device}</strong>
              {signIn.current && (
                <span className="admin-badge admin-badge--approved">This browser</span>
              )}
              <span className="admin-table__block admin-table__muted">
                signed in <DateTime value={signIn.signedInAt} />
              </span>
            </span>
            {!signIn.current && (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={action.busy}
                aria-label={`Sign out of ${signIn.device}, signed in ${signIn.signedInAt}`}
                onClick={() => void end(signIn)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 1 && (
        <button
          type="button"
          className="button button--ghost"
          disabled={action.busy}
          onClick={() => void end()}
        >
          Sign out everywhere else
        </button>
      )}
      {others.length === 0 && <p>You are signed in nowhere else.</p>}
      <ActionFeedback message={action.message} error={action.error} />
    </section>
  );
}

/**
 * `/admin/account` (any admin scope): one's own password and sign-ins, and, with the comments
 * scope, the e-mail about held comments.
 */
export function OwnAccountSection() {
  const { data } = useAdminItem<OwnAccount>('account');
  if (data?.provider === 'external') return <ExternalAccounts title={TITLE} issuer={data.issuer} />;
  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={TITLE}
        description={
          data
            ? `Signed in as ${data.email}. Sections: ${scopeWords(data.scopes)}.`
            : 'Your password and where you are signed in.'
        }
      />
      {!data ? (
        <AdminLoading label="Loading your account" />
      ) : (
        <>
          <PasswordForm />
          {data.scopes.includes(ADMIN_SCOPES.comments) && (
            <ModerationMailForm frequency={data.moderationMail} />
          )}
          <SignIns signIns={data.signIns} />
        </>
      )}
    </section>
  );
}
