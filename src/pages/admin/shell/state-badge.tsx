import type { OutboxStatus, TaskRunStatus } from '../../../../contract/admin-types';

type State = TaskRunStatus | OutboxStatus;

/** Each state's words and the badge colour it shares with the review statuses. */
const STATES: Record<State, { label: string; tone: 'pending' | 'approved' | 'rejected' }> = {
  running: { label: 'Running', tone: 'pending' },
  succeeded: { label: 'Succeeded', tone: 'approved' },
  failed: { label: 'Failed', tone: 'rejected' },
  pending: { label: 'Waiting', tone: 'pending' },
  held: { label: 'Held', tone: 'pending' },
  sent: { label: 'Sent', tone: 'approved' },
};

/** The state of a task run or an outbox message. */
export function StateBadge({ state }: { state: State }) {
  const { label, tone } = STATES[state];
  return <span className={`admin-badge admin-badge--${tone}`}>{label}</span>;
}
