import type { JobListItem } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { JobCard } from '../job-card/job-card';
import './job-detail.css';
import { Link } from '../link/link';

/** Open jobs like this one, and the way to all of them. */
export function SimilarJobs({
  jobs,
  heading = 'Similar jobs',
  showAllLink = true,
}: {
  jobs: JobListItem[];
  heading?: string;
  /** Off where the page already links to all jobs. */
  showAllLink?: boolean;
}) {
  return (
    <section className="similar-jobs" aria-labelledby="similar-jobs-heading">
      <h2 id="similar-jobs-heading">{heading}</h2>
      {jobs.length > 0 ? (
        <ul className="similar-jobs__grid">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <p>No similar roles are open right now.</p>
      )}
      {showAllLink && (
        <p className="similar-jobs__more">
          <Link className="button button--ghost" to={paths.jobs()}>
            See all open jobs
          </Link>
        </p>
      )}
    </section>
  );
}
