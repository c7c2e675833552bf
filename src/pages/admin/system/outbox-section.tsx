import './system-sections.css';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import type {
  AdminOutboxMessage,
  AdminOutboxMessageDetail,
  OutboxStatus,
} from '../../../../contract/admin-types';
import { useAdminItem, useAdminPage } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import { AdminLoading, DateTime, EmptyState, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm } from '../shell/filter-form';
import { MailFrame } from './mail-frame';
import { StateBadge } from '../shell/state-badge';

const STATUSES: { value: OutboxStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'held', label: 'Held (no SMTP configured)' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];
const MESSAGE_PARAM = 'message';

/** One message with both of its parts; its heading takes focus when it opens. */
function MessagePreview({ id, onClose }: { id: number; onClose: () => void }) {
  const message = useAdminItem<AdminOutboxMessageDetail>(`outbox/${id}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = message.data?.id;
  useEffect(() => {
    if (shownId !== undefined) heading.current?.focus();
  }, [shownId]);

  if (message.notFound)
    return (
      <EmptyState title="This message is no longer in the outbox (old messages are pruned)." />
    );
  const { data } = message;
  if (!data) return <AdminLoading label="Loading the message" />;
  return (
    <section className="admin-mail" aria-labelledby="admin-mail-heading">
      <h2 id="admin-mail-heading" ref={heading} tabIndex={-1}>
        {data.subject}
      </h2>
      <dl className="admin-mail__facts">
        <dt>To</dt>
        <dd>{data.to}</dd>
        <dt>Status</dt>
        <dd>
          <StateBadge state={data.status} /> after {data.attempts}{' '}
          {data.attempts === 1 ? 'try' : 'tries'}
          {data.lastError && <span className="admin-table__block">{data.lastError}</span>}
        </dd>
        {data.unsubscribeUrl && (
          <>
            <dt>List-Unsubscribe</dt>
            <dd>{data.unsubscribeUrl}</dd>
          </>
        )}
      </dl>
      <h3>As HTML</h3>
      <MailFrame html={data.html} title={`The message “${data.subject}” as HTML`} />
      <h3>As plain text</h3>
      <pre className="admin-mail__text">{data.text}</pre>
      <button type="button" className="button button--ghost" onClick={onClose}>
        Close the message
      </button>
    </section>
  );
}

/** `/admin/outbox`: the mail the app wrote, its delivery, and each message as it is sent. */
export function OutboxSection() {
  const filters = useFilterParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = filters
    .list('status')
    .filter((value): value is OutboxStatus => STATUSES.some((known) => known.value === value));
  const page = useAdminPage<AdminOutboxMessage[]>('outbox', { status, page: filters.page });
  const openId = Number(searchParams.get(MESSAGE_PARAM)) || null;
  const open = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete(MESSAGE_PARAM);
    else next.set(MESSAGE_PARAM, String(id));
    setSearchParams(next);
  };

  return (
    <AdminListSection
      title="Outbox"
      description="Every e-mail the site writes waits here until it is sent over SMTP. Without SMTP_URL, messages are held, and you can read them here (times in UTC)."
      page={page}
      loadingLabel="Loading the outbox"
      empty={{
        title: 'No messages match these filters.',
        hint: 'Messages appear when the site sends mail, for example a confirmation.',
      }}
      caption="Outbox, newest first"
      columns={['To', 'Subject', 'Status', 'Tries', 'Written', 'Actions']}
      renderRow={(message) => (
        <tr data-testid={`outbox-${message.id}`}>
          <td>{message.to}</td>
          <td className="admin-table__text">{message.subject}</td>
          <td>
            <StateBadge state={message.status} />
            {message.lastError && (
              <span className="admin-table__muted admin-table__block">{message.lastError}</span>
            )}
          </td>
          <td>{message.attempts}</td>
          <td>
            <DateTime value={message.createdAt} />
          </td>
          <td className="admin-table__actions">
            <RowAction
              label={`Show the message “${message.subject}” to ${message.to}`}
              disabled={openId === message.id}
              onClick={() => open(message.id)}
            >
              Show
            </RowAction>
          </td>
        </tr>
      )}
    >
      <FilterForm
        label="Filter the outbox"
        read={(form) => ({ status: form.getAll('status').map(String).filter(Boolean) })}
      >
        <div className="admin-field">
          <label htmlFor="outbox-status">Status</label>
          <select id="outbox-status" name="status" defaultValue={status[0] ?? ''}>
            <option value="">Every status</option>
            {STATUSES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>
      {openId !== null && <MessagePreview id={openId} onClose={() => open(null)} />}
    </AdminListSection>
  );
}
