import type { Kysely } from 'kysely';

import { formatPay, formatPayBand, formatPayComparison } from '../../contract/job-pay';
import { jobPlaceSummary } from '../../contract/job-places';
import { jobSearchOf, type JobListQuery } from '../../contract/job-list-query';
import type { JobListItem } from '../../contract/page-types';
import { paths } from '../../contract/paths';
import { createNewestJobsMatching, getJobsChangedAt } from '../modules/jobs';
import type { Database } from '../platform/db/schema';
import type { Feed, FeedItem } from './feeds';

const FEED_ENTRIES = 50;

/** The search in words, for the feed's title: "Design, Lisbon, €60,000+ a year, “foam”". */
function describeSearch(query: JobListQuery): string {
  return [
    ...query.department,
    ...query.location,
    ...query.jobType,
    ...(query.payMin === undefined ? [] : [formatPayBand(query.payMin)]),
    ...(query.search ? [`“${query.search}”`] : []),
  ].join(', ');
}

function entryOf(job: JobListItem): FeedItem {
  return {
    title: job.title,
    path: paths.job(job.id),
    // The pay as the card says it: published, then how the pay filter reads it (docs/pay.md).
    description: [
      job.department,
      jobPlaceSummary(job),
      job.summary.jobType,
      formatPay(job.pay),
      formatPayComparison(job.pay),
    ]
      .filter(Boolean)
      .join(' · '),
    publishedAt: new Date(job.postedAt),
    categories: [job.department],
  };
}

/**
 * The feed of a job search (`/job/feed.xml?…`): the open jobs the list with the same filters
 * and search shows, newest first, the newest 50. Its order and page do not matter.
 */
export function createJobSearchFeed(db: Kysely<Database>, companyName: string) {
  const newestJobsMatching = createNewestJobsMatching(db);
  return async (query: JobListQuery): Promise<Feed> => {
    const search = jobSearchOf(query);
    const [jobs, changedAt] = await Promise.all([
      newestJobsMatching(query, FEED_ENTRIES),
      getJobsChangedAt(db),
    ]);
    const described = describeSearch(query);
    return {
      title: described ? `Jobs at ${companyName}: ${described}` : `Jobs at ${companyName}`,
      description: `The newest open jobs at ${companyName} matching this search.`,
      path: paths.jobFeed(search),
      pagePath: paths.jobs(search),
      items: jobs.map(entryOf),
      updatedAt: changedAt ?? undefined,
    };
  };
}
