import { paths } from '../../lib/paths';
import { ActivitySentence } from './activity-subject-link';
import { useAdminPage } from './admin-api';
import type { AdminOverview } from '../../api/admin-types';
import { AdminLoading, DateTime, SectionHeader } from './admin-ui';
import { Link } from '../../blocks/link/link';

function Figure({ label, value, to }: { label: string; value: number | null; to: string }) {
  if (value === null) return null;
  return (
    <li className="admin-figure">
      <Link to={to}>
        <span className="admin-figure__value">{value}</span>
        <span className="admin-figure__label">{label}</span>
      </Link>
    </li>
  );
}

/** `/admin`: the admin root (SPEC §2): what waits for moderation and what happened last. */
export function OverviewSection() {
  const { data, isPending } = useAdminPage<AdminOverview>('', {});
  const overview = data?.content;
  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader title="Overview" description="What waits for you, and the latest activity." />
      {isPending || !overview ? (
        <AdminLoading label="Loading the overview" />
      ) : (
        <>
          <ul className="admin-figures">
            <Figure
              label="comments waiting for review"
              value={overview.pendingComments}
              to={`${paths.admin('blog-comment')}?status=pending`}
            />
            <Figure
              label="blacklist keywords"
              value={overview.keywords}
              to={paths.admin('blacklist-keywords')}
            />
            <Figure
              label="talent community members"
              value={overview.talentSignups}
              to={paths.admin('talent-community')}
            />
          </ul>
          {overview.recentActivity && (
            <>
              <h2>Recent activity</h2>
              {overview.recentActivity.length === 0 ? (
                <p>Nothing has happened yet.</p>
              ) : (
                <ul className="admin-activity">
                  {overview.recentActivity.map((entry) => (
                    <li key={entry.id}>
                      <DateTime value={entry.createdAt} /> · <ActivitySentence entry={entry} />
                    </li>
                  ))}
                </ul>
              )}
              <Link to={paths.admin('log-activity')}>Open the activity log</Link>
            </>
          )}
        </>
      )}
    </section>
  );
}
