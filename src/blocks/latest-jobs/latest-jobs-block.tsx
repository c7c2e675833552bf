import type { Section } from '../../../contract/page-types';
import { JobCard } from '../job-card/job-card';
import './latest-jobs.css';
import { Link } from '../link/link';

type LatestJobsSection = Extract<Section, { type: 'latest-jobs' }>;

// The section shows one row of four cards on wide screens.
const LATEST_JOBS_SHOWN = 4;

/** The button's text: "See all 12 open jobs" (or the section's name for them), "See the open job". */
function moreLabelOf({ total, listName = 'open jobs' }: LatestJobsSection) {
  return total === 1 ? 'See the open job' : `See all ${total} ${listName}`;
}

/** The newest openings with a way to all of them. */
export function LatestJobsBlock({ section }: { section: LatestJobsSection }) {
  const headingId = section.id ? `${section.id}-heading` : 'latest-jobs-heading';
  const jobs = section.list.slice(0, LATEST_JOBS_SHOWN);
  return (
    <section className="block latest-jobs" id={section.id} aria-labelledby={headingId}>
      <div className="latest-jobs__intro">
        <h2 id={headingId}>{section.heading ?? 'Latest openings'}</h2>
        {section.intro && <p className="latest-jobs__lead">{section.intro}</p>}
        {section.facts && <p className="latest-jobs__lead">{section.facts}</p>}
      </div>
      {jobs.length > 0 ? (
        <ul className="latest-jobs__grid">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="latest-jobs__none">
          No roles are open right now; new ones are posted every week.
        </p>
      )}
      <p className="latest-jobs__more">
        <Link className="button button--primary" to={section.listHref}>
          {moreLabelOf(section)}
        </Link>
      </p>
    </section>
  );
}
