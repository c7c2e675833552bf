import { jobListQuerySchema } from '../../src/api/job-list-query';
import type { Job, PageContent } from '../../src/api/page-types';
import { HttpError } from '../platform/http/envelope';
import { parseOrThrow } from '../platform/http/validation';
import { createJobList, getJobDetail, type JobDetail } from '../modules/jobs/job-service';
import { describe } from './meta-description';
import { requiredParam, type PageResolverDeps, type PageResolvers } from './page-resolver';

/** "Firmware Engineer in Lisbon"; a remote job is not "in" the city of its first place. */
function pageTitleOf(job: Job): string {
  if (job.workplaceType === 'remote') return `${job.title}, remote`;
  return `${job.title}${job.summary.location ? ` in ${job.summary.location}` : ''}`;
}

/** The job list with its facets, a job, and its external variant (SPEC §2). */
export function createJobPages({ db, pages }: PageResolverDeps): PageResolvers {
  const listJobs = createJobList(db);

  function jobDetailPage(detail: JobDetail | null): PageContent {
    if (!detail) throw new HttpError(404);
    const { job, open, similar } = detail;
    if (!open) {
      throw new HttpError(410, `The position ${job.title} is closed.`, {
        title: job.title,
        similar,
      });
    }
    return {
      title: pageTitleOf(job),
      meta: { description: describe(job.content.description, job.title) },
      section: [{ type: 'job-detail', job, similar }],
    };
  }

  return {
    job: async ({ query }) => {
      // The API's reading of the query goes back with the list: the screen shows it as is.
      const filters = parseOrThrow(jobListQuerySchema, query, 'query');
      const { list, facets, pager } = await listJobs(filters);
      return pages.listPage('job', {
        type: 'job-list',
        query: filters,
        filters: facets,
        list,
        pager,
      });
    },
    'job-detail': async (request) =>
      jobDetailPage(await getJobDetail(db, { id: Number(requiredParam(request, 'id')) })),
    'job-ext': async (request) =>
      jobDetailPage(await getJobDetail(db, { extSlug: requiredParam(request, 'slug') })),
  };
}
