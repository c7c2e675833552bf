import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { JobFilterKey } from '../../../contract/job-list-query';
import { pagePathOf, pageQueryOptions, type PageSource } from '../../api/page-api';
import { usePageSource } from '../../api/page-source-context';
import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { toQueryString } from '../../../contract/query-string';
import type { AnswerSources, JobListSearch } from './chat-answer';
import { createFaqMatcher } from './faq-matcher';
import { hiringFaqQueryOptions, type HiringFaq, type HiringFaqItem } from './hiring-faq-query';
import type { FacetValues } from './job-question';

type JobListSection = Extract<Section, { type: 'job-list' }>;

const JOB_LIST_PATH = pagePathOf(paths.jobs());

/**
 * The answers' sources: the hiring FAQ's matcher, and the job list's own page query (the same API
 * call and cache entry the list screen uses, so a "see all" link opens from the cache). Each waits for its data, so a question asked while the FAQ is
 * still loading is answered once it is there.
 */
export function createAnswerSources(
  queryClient: QueryClient,
  pageSource: PageSource,
): AnswerSources {
  const matchers = new WeakMap<HiringFaq, ReturnType<typeof createFaqMatcher<HiringFaqItem>>>();
  async function jobList(search: string): Promise<JobListSection> {
    const { page } = await queryClient.fetchQuery(
      pageQueryOptions(pageSource, JOB_LIST_PATH, search),
    );
    const section = page.section.find((candidate) => candidate.type === 'job-list');
    if (!section) throw new Error('The job list page has no job list');
    return section;
  }
  return {
    async matchFaq(question: string) {
      const faq = await queryClient.fetchQuery(hiringFaqQueryOptions());
      let matcher = matchers.get(faq);
      if (!matcher) {
        matcher = createFaqMatcher(faq.items);
        matchers.set(faq, matcher);
      }
      return matcher(question);
    },
    async getFacets(): Promise<FacetValues> {
      const { filters } = await jobList('');
      const valuesOf = (key: JobFilterKey) => filters[key].map((option) => option.value);
      return {
        department: valuesOf('department'),
        location: valuesOf('location'),
        jobType: valuesOf('jobType'),
        workplace: valuesOf('workplace'),
      };
    },
    // The list's keys in its URLs' order (department, location, jobType, sort, search): the list
    // screen's cache key for the same search.
    findJobs: (query: JobListSearch) => jobList(toQueryString(query)),
  };
}

/** The answers' sources over the app's query cache and page source. */
export function useAnswerSources(): AnswerSources {
  const queryClient = useQueryClient();
  const pageSource = usePageSource();
  return useMemo(() => createAnswerSources(queryClient, pageSource), [queryClient, pageSource]);
}
