import './job-editor.css';

import { Suspense } from 'react';
import { useParams } from 'react-router-dom';

import type { AdminJob } from '../../../../contract/admin-job-types';
import type { Job } from '../../../../contract/page-types';
import { JobCard } from '../../../blocks/job-card/job-card';
import { Link } from '../../../blocks/link/link';
import { lazyComponent } from '../../../lib/lazy-component';
import { browserTimeZone, timeZoneLabel } from '../../../lib/local-date-time';
import { paths } from '../../../../contract/paths';
import { useAdminItem } from '../../../api/admin-api';
import { AdminLoading, DateTime, EmptyState, SectionHeader } from '../shell/admin-ui';

/**
 * The public block, imported as the public page imports it: a static import here made the build
 * fold it into a shared chunk that the manifest names by no source, and the job page's first
 * paint lost its stylesheet (its layout shifted by 0.77 when the block's CSS arrived).
 */
const JobDetail = lazyComponent(() =>
  import('../../../blocks/job-detail/job-detail-block').then((module) => module.JobDetailBlock),
);

/** What the banner says is true of the page below, by the job's status. */
function PreviewStatus({ job }: { job: AdminJob }) {
  const publicLink = <Link to={job.publicPath}>{job.publicPath}</Link>;
  switch (job.status) {
    case 'draft':
      return (
        <p>
          <strong>Preview – not published.</strong> Only admins see this job until it is published.
        </p>
      );
    case 'scheduled':
      return (
        <p>
          <strong>
            Preview – to be published at{' '}
            <DateTime value={job.publishAt} timeZone={browserTimeZone()} /> {timeZoneLabel()}.
          </strong>{' '}
          Until then only admins see it; then it is at {publicLink}.
        </p>
      );
    case 'open':
      return (
        <p>
          <strong>Published.</strong> This is how the public page looks: {publicLink}.
        </p>
      );
    case 'closed':
      return (
        <p>
          <strong>Preview – closed.</strong> Its public address {publicLink} answers 410 (gone) with
          similar jobs.
        </p>
      );
  }
}

/**
 * `/admin/jobs/{id}/preview`: the job as its public page and the job list would show it, whatever
 * its status, under a banner that says what its status makes true of that page (the admin is
 * noindex and out of the sitemap).
 */
export function JobPreview() {
  const { id = '' } = useParams();
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<Job>(isId ? `jobs/${id}/preview` : null);
  // The editor's own item (cached when the admin comes from the editor): the status and times.
  const editorItem = useAdminItem<AdminJob>(isId ? `jobs/${id}` : null);
  if (!isId || item.notFound || editorItem.notFound) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Job not found" description="This job was removed." />
        <EmptyState title="No job has this address.">
          <Link to={paths.admin('jobs')}>Back to the jobs</Link>
        </EmptyState>
      </section>
    );
  }
  if (!item.data || !editorItem.data) return <AdminLoading label="Loading the preview" />;
  const job = item.data;
  // A draft's stored date is when it was written: the public page shows the day it goes public.
  const status = editorItem.data.status;
  const notPostedNote =
    status === 'draft' || status === 'scheduled'
      ? 'Not posted yet: the page shows the day it goes public.'
      : undefined;
  return (
    <div className="job-preview">
      <div className="admin-preview-banner" role="note" aria-label="Preview">
        <PreviewStatus job={editorItem.data} />
        <Link className="button button--primary" to={paths.admin(`jobs/${job.id}`)}>
          Back to the editor
        </Link>
      </div>
      <Suspense fallback={<AdminLoading label="Loading the preview" />}>
        <JobDetail.Component
          section={{ type: 'job-detail', job, similar: [] }}
          notPostedNote={notPostedNote}
        />
      </Suspense>
      <section className="job-preview__card" aria-labelledby="job-preview-card">
        <h2 id="job-preview-card">Its card on the job list</h2>
        <JobCard job={job} notPostedNote={notPostedNote} />
      </section>
    </div>
  );
}
