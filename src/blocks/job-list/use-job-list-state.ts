import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

import { paths } from '../../lib/paths';
import type { JobListQuery } from '../../api/job-list-query';
import { jobListHref, jobListStateOf, readJobListState, type JobListState } from './job-list-query';

/**
 * The list's state lives in the URL (SPEC §2). While the next page loads, the controls already
 * show where the visitor is going; `goTo` navigates, so the route loader fetches the new page
 * and back/forward restore it. `shownQuery` is the API's reading of the page on screen.
 */
export function useJobListState(shownQuery: JobListQuery) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // Between a click and the router reporting its navigation, the choice shows already (a
  // controlled checkbox would otherwise flick back for a moment).
  const [requested, setRequested] = useState<{ fromKey: string; search: string } | null>(null);
  const pendingSearch =
    navigation.state === 'loading' && navigation.location.pathname === paths.jobs()
      ? navigation.location.search
      : null;
  // Once the navigation has landed, the URL speaks again (and back to this entry must not revive it).
  if (requested && requested.fromKey !== location.key) setRequested(null);
  const requestedSearch =
    requested?.fromKey === location.key && navigation.state === 'idle' ? requested.search : null;
  const search = pendingSearch ?? requestedSearch ?? location.search;
  const state = useMemo(
    () => readJobListState(search) ?? jobListStateOf(shownQuery),
    [search, shownQuery],
  );

  const goTo = useCallback(
    (next: JobListState) => {
      const href = jobListHref(next);
      if (href === `${window.location.pathname}${window.location.search}`) return;
      setRequested({ fromKey: location.key, search: href.slice(paths.jobs().length) });
      void navigate(href);
    },
    [navigate, location.key],
  );

  return { state, isLoading: pendingSearch !== null, goTo };
}
