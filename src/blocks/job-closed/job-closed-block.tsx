import type { Section } from '../../api/page-types';
import { paths } from '../../lib/paths';
import { SimilarJobs } from '../job-detail/similar-jobs';
import './job-closed.css';
import { Link } from '../link/link';

type JobClosedSection = Extract<Section, { type: 'job-closed' }>;

/** A closed job (HTTP 410): it says so and offers similar open jobs (issue 4). */
export function JobClosedBlock({ section }: { section: JobClosedSection }) {
  return (
    <article className="block job-closed">
      <header className="job-closed__header">
        <p className="job-closed__badge">This position is closed</p>
        <h1 className="job-closed__title">{section.title}</h1>
        <p className="job-closed__lead">
          We have stopped taking applications for this role. Thank you for your interest: the jobs
          below are open now, and new ones are posted every week.
        </p>
        <p className="job-closed__actions">
          <Link className="button button--primary" to={paths.jobs()}>
            See all open jobs
          </Link>
          <Link className="button button--ghost" to={paths.talentCommunity()}>
            Get job alerts
          </Link>
        </p>
      </header>
      <SimilarJobs jobs={section.similar} heading="Similar open jobs" showAllLink={false} />
    </article>
  );
}
