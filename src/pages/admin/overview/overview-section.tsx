import type { ReactNode } from 'react';

import { paths } from '../../../../contract/paths';
import { ActivitySentence } from '../shell/activity-subject-link';
import { useAdminPage } from '../../../api/admin-api';
import type { AdminOverview } from '../../../../contract/admin-types';
import { AdminLoading, DateTime, SectionHeader } from '../shell/admin-ui';
import { Link } from '../../../blocks/link/link';

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

/** How each kind of content reaches the site, and where it is changed (README: Publishing content). */
const PUBLISHING: readonly { what: string; how: ReactNode }[] = [
  {
    what: 'Jobs',
    how: (
      <>
        Here, in <Link to={paths.admin('jobs')}>Jobs</Link>: write a draft, preview it, publish it
        now or at a time, close and reopen it; the site changes at once. Jobs kept in an
        applicant-tracking system come in through{' '}
        <Link to={paths.admin('job-sources')}>Job sources</Link>, synced every few minutes and at
        once when the system sends a signed webhook; those are changed in that system, not here.
      </>
    ),
  },
  {
    what: 'Team members',
    how: (
      <>
        Here, in <Link to={paths.admin('team')}>Team</Link>: on the team page at once.
      </>
    ),
  },
  {
    what: 'Press releases, coverage and brand assets',
    how: (
      <>
        Here, in <Link to={paths.admin('press')}>Press</Link>: a release publishes at once or, under
        embargo, by itself at its time, with preview links for journalists until then; its
        subscribers are mailed when it publishes.
      </>
    ),
  },
  {
    what: 'Blog and news posts',
    how: (
      <>
        Here, in <Link to={paths.admin('posts')}>Posts</Link>: drafts, a preview, publish now or at
        a time, unpublish; a renamed post keeps its comments and its old address leads to the new.
      </>
    ),
  },
  {
    what: 'Pages and the hiring FAQ',
    how: (
      <>
        Here, in <Link to={paths.admin('pages')}>Pages</Link>: change a block&rsquo;s texts, images
        and links, reorder or hide blocks, then publish. New kinds of block, and new pages, come
        from developers through <code>content/</code>; a deploy never overwrites what was changed
        here.
      </>
    ),
  },
  {
    what: 'Admin accounts',
    how: (
      <>
        Here, in <Link to={paths.admin('accounts')}>Admin accounts</Link>: invite an admin by
        e-mail, choose the sections they may use, remove them.
      </>
    ),
  },
];

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
              label="keyword entries"
              value={overview.keywords}
              to={paths.admin('blacklist-keywords')}
            />
            <Figure
              label="talent community members"
              value={overview.talentSignups}
              to={paths.admin('talent-community')}
            />
            <Figure
              label="jobs scheduled to publish"
              value={overview.scheduledJobs}
              to={`${paths.admin('jobs')}?status=scheduled`}
            />
            <Figure
              label="press releases under embargo"
              value={overview.scheduledReleases}
              to={paths.admin('press')}
            />
            <Figure
              label="job sources failing to sync"
              value={overview.failingJobSources}
              to={paths.admin('job-sources')}
            />
            <Figure
              label="e-mails not delivered"
              value={overview.undeliveredMail}
              to={`${paths.admin('outbox')}?status=failed|held`}
            />
          </ul>
          {overview.signedIn && (
            <>
              <h2>Signed in now</h2>
              {overview.signedIn.length === 0 ? (
                <p>Nobody is signed in.</p>
              ) : (
                <ul className="admin-activity">
                  {overview.signedIn.map(({ email }) => (
                    <li key={email}>{email}</li>
                  ))}
                </ul>
              )}
              <Link to={paths.admin('accounts')}>Manage the admin accounts</Link>
            </>
          )}
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
      <h2 id="publishing-heading">How content is published</h2>
      <dl className="admin-publishing">
        {PUBLISHING.map(({ what, how }) => (
          <div key={what}>
            <dt>{what}</dt>
            <dd>{how}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
