import { SectionHeader } from '../shell/admin-ui';

/** With an external OpenID Connect provider, accounts, passwords and sign-ins live there. */
export function ExternalAccounts({ title, issuer }: { title: string; issuer: string }) {
  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader title={title} description="Accounts are managed by your sign-in provider." />
      <p>
        This site signs admins in through <strong>{issuer}</strong>. Admins are invited and removed,
        their passwords changed and their sign-ins ended there; the sections an admin may use are
        the scopes that provider grants them (<code>admin:jobs</code>, <code>admin:accounts</code>{' '}
        …, listed in docs/auth.md).
      </p>
    </section>
  );
}
