import { useLocation } from 'react-router-dom';

import type { Section } from '../../../contract/page-types';
import { jobPlaceSummary } from '../../../contract/job-places';
import { paths } from '../../../contract/paths';
import { usePublicConfig } from '../../lib/public-config-context';
import { CopyLink } from '../copy-link/copy-link';
import { PostedDate } from '../job-card/job-card';
import { jobFacts } from '../job-card/job-defaults';
import { JobIcon } from '../job-card/job-icons';
import { ShareButtons } from '../share/share-buttons';
import { ApplyLink, useApplyDestination } from './apply-link';
import { JobFactsList } from './job-facts-list';
import { SimilarJobs } from './similar-jobs';
import { jobShareUrl } from './share-url';
import './job-detail.css';
import { Link } from '../link/link';

type JobDetailSection = Extract<Section, { type: 'job-detail' }>;

// SPEC §2's side note, on the jobs that offer it (decision 037).
const RELOCATION_NOTE = 'Relocation Assistance Provided';

/**
 * SPEC §2 job detail: title, description, facts with defaults, apply, side note, share.
 * `notPostedNote` replaces the posted date in a preview of a job not yet public.
 */
export function JobDetailBlock({
  section,
  notPostedNote,
}: {
  section: JobDetailSection;
  notPostedNote?: string;
}) {
  const { job, similar } = section;
  const { publicOrigin } = usePublicConfig();
  const { pathname } = useLocation();
  const facts = jobFacts(job);
  const applyDestination = useApplyDestination(job);
  const shareUrl = jobShareUrl(publicOrigin, job.id, pathname);

  return (
    <article className="block job-detail">
      <header className="job-detail__header">
        <p className="job-detail__crumbs">
          <Link to={paths.jobs()}>All jobs</Link>
          <span aria-hidden="true"> / </span>
          <Link to={paths.jobs({ department: [job.department] })}>{job.department}</Link>
        </p>
        <h1 className="job-detail__title">{job.title}</h1>
        <p className="job-detail__summary">
          <span>
            <JobIcon name="team" className="job-detail__summary-icon" />
            {facts.team ?? job.department}
          </span>
          <span>
            <JobIcon name="location" className="job-detail__summary-icon" />
            {jobPlaceSummary(job)}
          </span>
          {facts.jobType && (
            <span>
              <JobIcon name="jobType" className="job-detail__summary-icon" />
              {facts.jobType}
            </span>
          )}
        </p>
        <PostedDate
          postedAt={job.postedAt}
          className="job-detail__posted"
          notPostedNote={notPostedNote}
        />
      </header>

      <div className="job-detail__layout">
        <div className="job-detail__main">
          {job.content.description ? (
            // Sanitised on the server when the Markdown is rendered.
            <div
              className="prose job-detail__description"
              dangerouslySetInnerHTML={{ __html: job.content.description }}
            />
          ) : (
            <p className="job-detail__description">
              The full description of this role is on its way. Apply now or write to our recruiting
              team and we will tell you more.
            </p>
          )}
          <ApplyLink job={job} className="job-detail__apply--end" note />
        </div>

        <aside className="job-detail__card job-detail__glance" aria-labelledby="job-glance-heading">
          <h2 id="job-glance-heading" className="job-detail__card-title">
            At a glance
          </h2>
          <JobFactsList job={job} notPostedNote={notPostedNote} />
          {job.relocationAssistance && (
            <p className="job-detail__note">
              <JobIcon name="plane" className="job-detail__note-icon" />
              {RELOCATION_NOTE}
            </p>
          )}
          <ApplyLink job={job} note />
        </aside>

        <section className="job-detail__card job-detail__share" aria-labelledby="job-share-heading">
          <h2 id="job-share-heading" className="job-detail__card-title">
            Share this job
          </h2>
          <CopyLink url={shareUrl} />
          <ShareButtons url={shareUrl} title={job.title} />
        </section>
      </div>

      <SimilarJobs jobs={similar} />

      {/* Phones only: the apply action stays within reach while reading (sticky to the bottom). */}
      <div className="job-detail__apply-bar" data-testid="apply-bar">
        <p className="job-detail__apply-bar-title" aria-hidden="true">
          {job.title}
          {applyDestination && (
            <span className="job-detail__apply-bar-where">on {applyDestination}</span>
          )}
        </p>
        <ApplyLink job={job} className="job-detail__apply--bar" />
      </div>
    </article>
  );
}
