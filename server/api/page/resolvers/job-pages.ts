import { jobListQuerySchema } from '../../../../src/api/job-list-query';
import type { PageContent } from '../../../../src/api/page-types';
import { PUBLIC_PAGE_SIZE } from '../../../../src/lib/constants';
import { HttpError } from '../../../http/envelope';
import { getJobDetail, searchJobs, type JobDetail } from '../../jobs/job-service';
import { parseOrThrow } from '../../validation';
import { describe } from '../meta-description';
import { requiredParam, type PageResolverDeps, type PageResolvers } from '../page-resolver';

const SIMILAR_JOBS = 3;

/** The job list with its facets, a job, and its external variant (SPEC §2). */
export function createJobPages({ db, pages }: PageResolverDeps): PageResolvers {
  function jobDetail(detail: JobDetail | null): PageContent {
    if (!detail) throw new HttpError(404);
    const { job, similar } = detail;
    if (!detail.open) {
      throw new HttpError(410, `The position ${job.title} is closed.`, {
        title: job.title,
        similar,
      });
    }
    return {
      title: `${job.title}${job.summary.location ? ` in ${job.summary.location}` : ''}`,
      meta: { description: describe(job.content.description, job.title) },
      section: [{ type: 'job-detail', job, similar }],
    };
  }

  return {
    job: async ({ query }) => {
      const filters = parseOrThrow(jobListQuerySchema, query, 'query');
      const { list, pager, facets } = await searchJobs(db, filters, PUBLIC_PAGE_SIZE);
      return pages.listPage('job', {
        type: 'job-list',
        query: filters,
        filters: facets,
        list,
        pager,
      });
    },
    'job-detail': async (request) =>
      jobDetail(await getJobDetail(db, { id: Number(requiredParam(request, 'id')) }, SIMILAR_JOBS)),
    'job-ext': async (request) =>
      jobDetail(await getJobDetail(db, { slug: requiredParam(request, 'slug') }, SIMILAR_JOBS)),
  };
}
