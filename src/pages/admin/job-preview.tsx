import './job-editor.css';

import { useParams } from 'react-router-dom';

import type { Job } from '../../api/page-types';
import { JobCard } from '../../blocks/job-card/job-card';
import { JobDetailBlock } from '../../blocks/job-detail/job-detail-block';
import { Link } from '../../blocks/link/link';
import { paths } from '../../lib/paths';
import { useAdminItem } from './admin-api';
import { AdminLoading, EmptyState, SectionHeader } from './admin-ui';

/**
 * `/admin/jobs/{id}/preview`: the job as its public page and the job list would show it, whatever
 * its status, under a banner that says it is no published page (the admin is noindex and out of
 * the sitemap).
 */
export function JobPreview() {
  const { id = '' } = useParams();
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<Job>(isId ? `jobs/${id}/preview` : null);
  if (!isId || item.notFound) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Job not found" description="This job was removed." />
        <EmptyState title="No job has this address.">
          <Link to={paths.admin('jobs')}>Back to the jobs</Link>
        </EmptyState>
      </section>
    );
  }
  if (!item.data) return <AdminLoading label="Loading the preview" />;
  const job = item.data;
  return (
    <div className="job-preview">
      <div className="job-preview__banner" role="note" aria-label="Preview">
        <p>
          <strong>Preview – not published.</strong> This is how the site would show the job; its
          status decides whether anyone outside the admin can see it.
        </p>
        <Link className="button button--primary" to={paths.admin(`jobs/${job.id}`)}>
          Back to the editor
        </Link>
      </div>
      <JobDetailBlock section={{ type: 'job-detail', job, similar: [] }} />
      <section className="job-preview__card" aria-labelledby="job-preview-card">
        <h2 id="job-preview-card">Its card on the job list</h2>
        <JobCard job={job} />
      </section>
    </div>
  );
}
