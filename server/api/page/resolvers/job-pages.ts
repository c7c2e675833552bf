import { jobListQuerySchema } from '../../../../src/api/job-list-query';
import type { PageContent } from '../../../../src/api/page-types';
import { PUBLIC_PAGE_SIZE } from '../../../../src/lib/constants';
import type { JobRow } from '../../../db/schema';
import { HttpError } from '../../../http/envelope';
import { toJob, toJobListItem } from '../../jobs/job-mapper';
import {
  findJobByExtSlug,
  findJobById,
  findSimilarOpenJobs,
  isJobOpen,
  jobFacets,
  listOpenJobs,
} from '../../jobs/job.repository';
import { parseOrThrow } from '../../validation';
import { describe } from '../meta-description';
import { requiredParam, type PageResolverDeps, type PageResolvers } from '../page-resolver';

const SIMILAR_JOBS = 3;

/** The job list with its facets, a job, and its external variant (SPEC §2). */
export function createJobPages({ db, pages }: PageResolverDeps): PageResolvers {
  async function jobDetail(row: JobRow | undefined): Promise<PageContent> {
    if (!row) throw new HttpError(404);
    const similar = (await findSimilarOpenJobs(db, row, SIMILAR_JOBS)).map(toJobListItem);
    if (!isJobOpen(row)) {
      throw new HttpError(410, `The position ${row.title} is closed.`, {
        title: row.title,
        similar,
      });
    }
    const job = toJob(row);
    return {
      title: `${job.title}${job.summary.location ? ` in ${job.summary.location}` : ''}`,
      meta: { description: describe(job.content.description, job.title) },
      section: [{ type: 'job-detail', job, similar }],
    };
  }

  return {
    job: async ({ query }) => {
      // The API's reading of the query goes back with the list: the screen shows it as is.
      const filters = parseOrThrow(jobListQuerySchema, query, 'query');
      const { rows, pager } = await listOpenJobs(db, filters, PUBLIC_PAGE_SIZE);
      const facets = await jobFacets(db, filters);
      return pages.listPage('job', {
        type: 'job-list',
        query: filters,
        filters: facets,
        list: rows.map(toJobListItem),
        pager,
      });
    },
    'job-detail': async (request) =>
      jobDetail(await findJobById(db, Number(requiredParam(request, 'id')))),
    'job-ext': async (request) =>
      jobDetail(await findJobByExtSlug(db, requiredParam(request, 'slug'))),
  };
}
