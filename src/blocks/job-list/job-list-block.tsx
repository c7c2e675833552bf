import { memo, Suspense, useRef, type FormEvent, type MouseEvent } from 'react';

import { alertQueryOf } from '../../../contract/job-alert';
import { jobSearchOf, type JobListQuery } from '../../../contract/job-list-query';
import type { Section } from '../../../contract/page-types';
import { lazyComponent } from '../../lib/lazy-component';
import { paths } from '../../../contract/paths';
import { useLoadOnIntent } from '../../lib/use-load-on-intent';
import { HiringChatButton } from '../hiring-chat/hiring-chat-button';
import { isBrowserClick } from '../link/link';
import { ActiveFilters } from '../job-filters';
import { Pagination } from '../pagination/pagination';
import { usePageTurn } from '../pagination/use-page-turn';
import { FiltersArea } from './filters-area';
import {
  activeFilterCount,
  clearedFilters,
  effectiveSort,
  jobListHref,
  SORT_LABELS,
  withChanges,
  type FilterSelection,
} from './job-list-query';
import { JobResults, resultCountText } from './job-results';
import { ListNotice } from './list-notice';
import { PaySelect } from './pay-select';
import { SearchField } from './search-field';
import { SortSelect } from './sort-select';
import { useJobListState } from './use-job-list-state';
import './job-list.css';
// The alert form's styles come with the list, so it paints styled before its code arrives.
import '../form-field/form-field.css';
import '../job-alert/job-alert.css';

/**
 * The alert form sits below the list, and most visits never use it: in the browser its code (and
 * its validation) loads when the visitor reaches for it (issue 31), which keeps the /job page
 * within its first-load budget. The server loads it with the block (block-modules.ts) and renders
 * it whole, so it works without JavaScript, and a submit before its code arrives posts the form.
 */
const JOB_ALERT_FORM = lazyComponent(() =>
  import('../job-alert/job-alert-form').then((module) => module.JobAlertForm),
);

/** Loads the alert form's chunk: the server does it with the block, so it renders in one pass. */
export const loadJobAlertForm = (): Promise<unknown> => JOB_ALERT_FORM.load();

/**
 * The alert form, hydrated once reached for. Memoised: a list re-rendering for another reason
 * would turn the server's form into a client render, and so load its code at once.
 */
const JobAlertArea = memo(function JobAlertArea({ query }: { query: JobListQuery }) {
  const areaRef = useRef<HTMLDivElement>(null);
  useLoadOnIntent(loadJobAlertForm, areaRef);
  return (
    <div ref={areaRef}>
      {/* A new search is a new alert form: one sent for another search says nothing of this one. */}
      <Suspense fallback={null}>
        <JOB_ALERT_FORM.Deferred key={alertQueryOf(query)} query={query} />
      </Suspense>
    </div>
  );
});

type JobListSection = Extract<Section, { type: 'job-list' }>;

const isFiltered = (state: FilterSelection & { search: string; payMin?: number | null }) =>
  activeFilterCount(state) > 0 || state.search !== '' || (state.payMin ?? null) !== null;

/**
 * The filterable job list (SPEC §2, issue 4): filters, sort, search and page live in the URL.
 * Without JavaScript it is a GET form with links; with it, each change navigates at once.
 */
export function JobListBlock({ section }: { section: JobListSection }) {
  const { state, isLoading, goTo, stale, retry, forgiven } = useJobListState(section.query);
  // The results and their count describe the data the server sent, not the pending URL.
  const shownFiltered = isFiltered(section.query);
  const clearHref = jobListHref(clearedFilters(state));
  // A new page starts at the result count ("… · page 2 of 10"), which a screen reader reads out.
  const countRef = useRef<HTMLParagraphElement>(null);
  const turningPage = usePageTurn(countRef, section.pager.page);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    void goTo(withChanges(state, { search }));
  };
  // A page link fetches like the other controls, so a failed fetch keeps this list on screen.
  const followPageLink = (event: MouseEvent<HTMLAnchorElement>, page: number) => {
    if (isBrowserClick(event)) return;
    event.preventDefault();
    turningPage();
    void goTo({ ...state, page });
  };

  return (
    <section className="block job-list" aria-label="Job search">
      {/* React puts it in the head: the feed of this very search, newest first. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Jobs matching this search"
        href={paths.jobFeed(jobSearchOf(section.query))}
      />
      <HiringChatButton />
      <form className="job-list__form" method="get" action={paths.jobs()} onSubmit={onSubmit}>
        <SearchField
          value={state.search}
          onSearch={(search) => void goTo(withChanges(state, { search }))}
        />
        <SortSelect
          value={effectiveSort(state)}
          searching={state.search !== ''}
          onChange={(sort) => void goTo(withChanges(state, { sort }))}
        />
        <PaySelect
          value={state.payMin}
          options={section.filters.payMin}
          onChange={(payMin) => void goTo(withChanges(state, { payMin }))}
        />
        <FiltersArea
          options={section.filters}
          selection={state}
          onApply={(selection) => void goTo(withChanges(state, selection))}
          hrefFor={(selection) => jobListHref(withChanges(state, selection))}
        />
        <div className="job-list__results" aria-busy={isLoading}>
          <h2 className="visually-hidden">Jobs</h2>
          <div className="job-list__summary">
            <p
              ref={countRef}
              className="job-list__count"
              role="status"
              aria-live="polite"
              tabIndex={-1}
            >
              {resultCountText(section.pager, shownFiltered)}
            </p>
            <ActiveFilters state={state} />
          </div>
          <ListNotice
            stale={stale}
            onRetry={retry}
            forgiven={forgiven}
            appliedSortLabel={SORT_LABELS[effectiveSort(section.query)]}
          />
          <JobResults
            list={section.list}
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
              onFollow={followPageLink}
            />
          )}
        </div>
      </form>
      <JobAlertArea query={section.query} />
    </section>
  );
}
