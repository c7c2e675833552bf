import type { AdminActivity } from '../../api/admin-types';
import { Link } from '../../blocks/link/link';
import { activitySubject } from './activity-words';

/** What an activity entry is about, in words, linking to it when it has a page. */
export function ActivitySubjectLink({ entry }: { entry: AdminActivity }) {
  const subject = activitySubject(entry);
  return subject.href ? <Link to={subject.href}>{subject.label}</Link> : <>{subject.label}</>;
}
