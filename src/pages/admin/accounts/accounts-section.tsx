import './accounts.css';

import type { AdminAccount, OwnAccount } from '../../../../contract/admin-account-types';
import { useAdminItem, useAdminPage } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import { ActionFeedback, AdminLoading, SectionHeader, useFilterParams } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';
import { AccountRow } from './account-row';
import { ExternalAccounts } from './external-accounts';
import { InviteForm } from './invite-form';

const TITLE = 'Admin accounts';

/** The embedded provider's admins: invite, change their sections, remove. */
function EmbeddedAccounts({ ownId }: { ownId: string }) {
  const filters = useFilterParams();
  const page = useAdminPage<AdminAccount[]>('accounts', { page: filters.page });
  const action = useAdminAction();
  return (
    <AdminListSection
      title={TITLE}
      description="Who may sign in to this admin, and which sections each may use."
      page={page}
      loadingLabel="Loading the admin accounts"
      empty={{ title: 'No admin yet.', hint: 'Invite the first one with the form above.' }}
      caption="Admin accounts, by e-mail address"
      columns={['E-mail address', 'Sections', 'Status', 'Last sign-in', 'Actions']}
      renderRow={(account) => (
        <AccountRow account={account} you={account.id === ownId} action={action} />
      )}
    >
      <InviteForm />
      <div className="admin-outcome">
        <ActionFeedback message={action.message} error={action.error} />
      </div>
    </AdminListSection>
  );
}

/** `/admin/accounts` (scope `admin:accounts`): the admins, or where they live when not here. */
export function AccountsSection() {
  const own = useAdminItem<OwnAccount>('account');
  if (!own.data)
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title={TITLE} description="Who may sign in to this admin." />
        <AdminLoading label="Loading the admin accounts" />
      </section>
    );
  if (own.data.provider === 'external')
    return <ExternalAccounts title={TITLE} issuer={own.data.issuer} />;
  return <EmbeddedAccounts ownId={own.data.id} />;
}
