import type { FormEvent } from 'react';

import type { Section } from '../../api/page-types';
import { paths } from '../../lib/paths';
import { HiringChatButton } from '../hiring-chat/hiring-chat-button';
import { ActiveFilters } from '../job-filters';
import { Pagination } from '../pagination/pagination';
import { FiltersArea } from './filters-area';
import {
  activeFilterCount,
  effectiveSort,
  jobListHref,
  withChanges,
  type FilterSelection,
} from './job-list-query';
import { JobResults, resultCountText } from './job-results';
import { SearchField } from './search-field';
import { SortSelect } from './sort-select';
import { useJobListState } from './use-job-list-state';
import './job-list.css';

type JobListSection = Extract<Section, { type: 'job-list' }>;

const isFiltered = (state: FilterSelection & { search: string }) =>
  activeFilterCount(state) > 0 || state.search !== '';

/**
 * The filterable job list (SPEC §2, issue 4): filters, sort, search and page live in the URL.
 * Without JavaScript it is a GET form with links; with it, each change navigates at once.
 */
export function JobListBlock({ section }: { section: JobListSection }) {
  const { state, isLoading, goTo } = useJobListState(section.query);
  // The results and their count describe the data the server sent, not the pending URL.
  const shownFiltered = isFiltered(section.query);
  const clearHref = jobListHref({
    ...state,
    department: [],
    location: [],
    jobType: [],
    search: '',
    page: 1,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    goTo(withChanges(state, { search }));
  };

  return (
    <section className="block job-list" aria-label="Job search">
      <HiringChatButton />
      <form className="job-list__form" method="get" action={paths.jobs()} onSubmit={onSubmit}>
        <SearchField
          value={state.search}
          onSearch={(search) => goTo(withChanges(state, { search }))}
        />
        <SortSelect
          value={effectiveSort(state)}
          searching={state.search !== ''}
          onChange={(sort) => goTo(withChanges(state, { sort }))}
        />
        <FiltersArea
          options={section.filters}
          selection={state}
          onApply={(selection) => goTo(withChanges(state, selection))}
        />
        <div className="job-list__results" aria-busy={isLoading}>
          <h2 className="visually-hidden">Jobs</h2>
          <div className="job-list__summary">
            <p className="job-list__count" role="status" aria-live="polite">
              {resultCountText(section.pager, shownFiltered)}
            </p>
            <ActiveFilters state={state} />
          </div>
          <JobResults
            list={section.list}
            total={section.pager.total}
            firstPageHref={jobListHref({ ...state, page: 1 })}
            isLoading={isLoading}
            filtered={shownFiltered}
            clearHref={clearHref}
          />
          {!isLoading && (
            <Pagination
              page={section.pager.page}
              totalPages={section.pager.totalPages}
              hrefFor={(page) => jobListHref({ ...state, page })}
              label="Job list pages"
            />
          )}
        </div>
      </form>
    </section>
  );
}
