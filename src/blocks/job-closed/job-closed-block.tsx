import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { JobAlertForm } from '../job-alert/job-alert-form';
import { SimilarJobs } from '../job-detail/similar-jobs';
import './job-closed.css';
import { Link } from '../link/link';

type JobClosedSection = Extract<Section, { type: 'job-closed' }>;

/**
 * A closed job (HTTP 410): it says so, offers a job alert for its department and places (the job
 * list's own alert form, with that search: issue 32) and similar open jobs (issue 4).
 */
export function JobClosedBlock({ section }: { section: JobClosedSection }) {
  return (
    <article className="block job-closed">
      <header className="job-closed__header">
        <p className="job-closed__badge">This position is closed</p>
        <h1 className="job-closed__title">{section.title}</h1>
        <p className="job-closed__lead">
          We have stopped taking applications for this role. Thank you for your interest: the jobs
          below are open now, and new ones are posted every week. Leave your e-mail address to hear
          when a job like this one opens.
        </p>
        <p className="job-closed__actions">
          <Link className="button button--primary" to={paths.jobs()}>
            See all open jobs
          </Link>
        </p>
      </header>
      <div className="job-closed__alert">
        <JobAlertForm query={section.alertQuery} />
      </div>
      <SimilarJobs jobs={section.similar} heading="Similar open jobs" showAllLink={false} />
    </article>
  );
}
