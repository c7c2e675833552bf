import type { AdminActivity } from '../../../../contract/admin-types';
import { Link } from '../../../blocks/link/link';
import { actionLabel, actionVerb, activitySubject } from './activity-words';

/** What an activity entry is about, in words, linking to it when it has a page. */
export function ActivitySubjectLink({ entry }: { entry: AdminActivity }) {
  const subject = activitySubject(entry);
  return subject.href ? <Link to={subject.href}>{subject.label}</Link> : <>{subject.label}</>;
}

/**
 * An entry in one sentence: "Dana closed *Senior Data Engineer*", or, for an action without a
 * verb, "Dana · Comment approved: Comment #34 on …".
 */
export function ActivitySentence({ entry }: { entry: AdminActivity }) {
  const verb = actionVerb(entry.action, entry.details);
  return verb ? (
    <>
      <strong>{entry.actor}</strong> {verb}{' '}
      <em>
        <ActivitySubjectLink entry={entry} />
      </em>
    </>
  ) : (
    <>
      <strong>{entry.actor}</strong> · {actionLabel(entry.action)}:{' '}
      <ActivitySubjectLink entry={entry} />
    </>
  );
}
