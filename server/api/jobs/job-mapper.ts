import type { Job } from '../../../src/api/page-types';
import { renderMarkdown } from '../../content/markdown';
import type { JobRow } from '../../db/schema';
import { isoOf } from '../iso-date';

/**
 * A job row in the spec's shape (SPEC §3). Missing optional fields stay missing: the screens
 * apply the defaults (`Unknown`, `Any`, `All Levels`, `#`).
 */
export function toJob(row: JobRow): Job {
  const summary: Job['summary'] = { team: row.team };
  if (row.location) summary.location = row.location;
  if (row.job_type) summary.jobType = row.job_type;
  if (row.level) summary.level = row.level;
  const pay =
    row.pay_currency && row.pay_min !== null && row.pay_max !== null && row.pay_period
      ? { currency: row.pay_currency, min: row.pay_min, max: row.pay_max, period: row.pay_period }
      : null;
  return {
    id: row.id,
    slug: row.ext_slug,
    title: row.title,
    content: { description: row.description ? renderMarkdown(row.description) : '' },
    summary,
    urlList: row.apply_url ? { apply: row.apply_url } : {},
    department: row.department,
    country: row.country,
    remote: row.remote,
    postedAt: row.posted_at.toISOString(),
    closesAt: isoOf(row.closes_at),
    updatedAt: row.updated_at.toISOString(),
    pay,
  };
}
