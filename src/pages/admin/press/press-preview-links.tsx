import { useState, type FormEvent } from 'react';

import type {
  AdminPreviewLink,
  AdminPressRelease,
  CreatedPreviewLink,
} from '../../../../contract/admin-press-types';
import {
  fieldErrorsOf,
  useAdminItem,
  useAdminWrite,
  writeErrorIssues,
  writeErrorMessage,
} from '../../../api/admin-api';
import { CopyLink } from '../../../blocks/copy-link/copy-link';
import { ActionFeedback, DateTime, RowAction } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';
import { TextField } from './press-fields';

const FIELDS = ['recipientName', 'recipientEmail'] as const;
const fieldId = (field: string) => `preview-link-${field}`;

/** One journalist's link: who it is for, who made it, whether it still works, each opening. */
function LinkItem({
  link,
  busy,
  onRevoke,
}: {
  link: AdminPreviewLink;
  busy: boolean;
  onRevoke: () => void;
}) {
  const who = link.recipientEmail
    ? `${link.recipientName} (${link.recipientEmail})`
    : link.recipientName;
  return (
    <li className="press-links__item">
      <h3>{who}</h3>
      <p className="admin-table__muted">
        Made by {link.createdBy} on <DateTime value={link.createdAt} />.{' '}
        {link.revokedAt ? (
          <strong>
            Withdrawn on <DateTime value={link.revokedAt} />: it answers “gone”.
          </strong>
        ) : (
          'Works until the release is public, or until withdrawn.'
        )}
      </p>
      {link.openings.length === 0 ? (
        <p>Not opened yet.</p>
      ) : (
        <>
          <p>Opened {link.openings.length === 1 ? 'once' : `${link.openings.length} times`}:</p>
          <ul aria-label={`Openings of the link for ${link.recipientName}`}>
            {link.openings.map((opening, index) => (
              <li key={index}>
                <DateTime value={opening.openedAt} />
                {opening.userAgent && (
                  <span className="admin-table__muted"> — {opening.userAgent}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {!link.revokedAt && (
        <div>
          <RowAction disabled={busy} onClick={onRevoke} label={`Withdraw the link for ${who}`}>
            Withdraw this link
          </RowAction>
        </div>
      )}
    </li>
  );
}

/**
 * The journalists' preview links of an embargoed release: one per person, each opening logged
 * and listed here; a new link's address is shown once (only its hash is kept).
 */
export function PreviewLinks({ release }: { release: AdminPressRelease }) {
  const links = useAdminItem<AdminPreviewLink[]>(`press/releases/${release.id}/preview-links`);
  const write = useAdminWrite();
  const action = useAdminAction();
  const [recipient, setRecipient] = useState({ recipientName: '', recipientEmail: '' });
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [made, setMade] = useState<CreatedPreviewLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const link = await write<CreatedPreviewLink>(
        'POST',
        `press/releases/${release.id}/preview-links`,
        recipient,
      );
      setMade(link);
      setRecipient({ recipientName: '', recipientEmail: '' });
    } catch (error) {
      const found = fieldErrorsOf(writeErrorIssues(error), FIELDS);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      else setFailure(writeErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const revoke = (link: AdminPreviewLink) => {
    if (!window.confirm(`Withdraw the link for ${link.recipientName}? It stops working at once.`))
      return;
    void action.run(async () => {
      await write('POST', `press/releases/${release.id}/preview-links/${link.id}/revoke`);
      return `The link for ${link.recipientName} is withdrawn.`;
    });
  };

  return (
    <section className="press-links" aria-labelledby="press-links-heading">
      <h2 id="press-links-heading">Preview links</h2>
      {release.embargoed ? (
        <form className="press-links__new" onSubmit={(event) => void create(event)} noValidate>
          <h3>A link for one journalist</h3>
          <TextField
            id={fieldId('recipientName')}
            label="Who it is for"
            value={recipient.recipientName}
            maxLength={120}
            error={errors.recipientName}
            onChange={(recipientName) => setRecipient({ ...recipient, recipientName })}
          />
          <TextField
            id={fieldId('recipientEmail')}
            label="Their e-mail"
            type="email"
            optional
            value={recipient.recipientEmail}
            maxLength={254}
            error={errors.recipientEmail}
            onChange={(recipientEmail) => setRecipient({ ...recipient, recipientEmail })}
          />
          <div>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Making the link…' : 'Make a preview link'}
            </button>
          </div>
          {made && (
            <div role="status">
              <CopyLink
                url={`${window.location.origin}${made.url}`}
                label={`The link for ${made.recipientName}: copy it now, it is shown only once`}
              />
            </div>
          )}
          <ActionFeedback message={null} error={failure} />
        </form>
      ) : (
        <p>The release is public: share its page. The links made before show their openings.</p>
      )}
      <ActionFeedback message={action.message} error={action.error} />
      {links.data && links.data.length > 0 ? (
        <ul className="press-links__list">
          {links.data.map((link) => (
            <LinkItem key={link.id} link={link} busy={action.busy} onRevoke={() => revoke(link)} />
          ))}
        </ul>
      ) : (
        links.data && <p>No preview link yet.</p>
      )}
    </section>
  );
}
