import { z } from 'zod';

import { jobListQuerySchema, type JobListQuery } from '../../contract/job-list-query';
import { titleWithPlace } from '../../contract/job-places';
import type { Job, PageContent } from '../../contract/page-types';
import { GoneError, NotFoundError } from '../platform/domain-errors';
import { parseOrThrow } from '../platform/http/validation';
import { createJobList, getJobDetail, type JobDetail, placeValuesOf } from '../modules/jobs';
import { describe } from './meta-description';
import { requiredParam, type PageResolverDeps, type PageResolvers } from './page-resolver';

/**
 * The job list's search for jobs like a closed one: its department and its places, as the list's
 * filters name them (its cities, or for a job without one the regions its people may live in).
 * The closed job's page offers an alert for it (issue 32).
 */
function searchLike(job: Job): JobListQuery {
  const cities = [...new Set(job.locations.flatMap((place) => place.city ?? []))];
  return z.parse(jobListQuerySchema, {
    department: [job.department],
    location: placeValuesOf(cities, job.remoteRegions),
  });
}

/** The job list with its facets, a job, and its external variant (SPEC §2). */
export function createJobPages({ db, pages }: PageResolverDeps): PageResolvers {
  const listJobs = createJobList(db);

  function jobDetailPage(detail: JobDetail | null): PageContent {
    if (!detail) throw new NotFoundError();
    const { job, open, similar } = detail;
    if (!open) {
      throw new GoneError(`The position ${job.title} is closed.`, {
        title: job.title,
        similar,
        alertQuery: searchLike(job),
      });
    }
    return {
      title: titleWithPlace(job.title, job),
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
