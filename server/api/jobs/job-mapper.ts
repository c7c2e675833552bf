import type { Job, JobListItem } from '../../../src/api/page-types';
import { renderStoredMarkdown } from '../../content/markdown';
import type { JobRow } from '../../db/schema';
import type { JobListRow } from './job.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A job as its card shows it (SPEC §3 without the description). Missing optional fields stay
 * missing: the screens apply the defaults (`Unknown`, `Any`, `All Levels`).
 */
export function toJobListItem(row: JobListRow): JobListItem {
  const summary: JobListItem['summary'] = { team: row.team };
  if (row.location) summary.location = row.location;
  if (row.job_type) summary.jobType = row.job_type;
  if (row.level) summary.level = row.level;
  return {
    id: row.id,
    title: row.title,
    summary,
    department: row.department,
    postedAt: row.posted_at.toISOString(),
  };
}

/** A job in the spec's shape for its detail page (SPEC §3), the description rendered to HTML. */
export function toJob(row: JobRow): Job {
  const pay =
    row.pay_currency && row.pay_min !== null && row.pay_max !== null && row.pay_period
      ? { currency: row.pay_currency, min: row.pay_min, max: row.pay_max, period: row.pay_period }
      : null;
  return {
    ...toJobListItem(row),
    slug: row.ext_slug,
    content: { description: row.description ? renderStoredMarkdown(row.description) : '' },
    urlList: row.apply_url ? { apply: row.apply_url } : {},
    country: row.country,
    remote: row.remote,
    closesAt: iso(row.closes_at),
    updatedAt: row.updated_at.toISOString(),
    pay,
  };
}
