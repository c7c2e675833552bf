import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

import { paths } from '../../app/paths';
import { jobListHref, readJobListState, type JobListState } from './job-list-query';

/**
 * The list's state lives in the URL (SPEC §2). While the next page loads, the controls already
 * show where the visitor is going; `goTo` navigates, so the route loader fetches the new page
 * and back/forward restore it.
 */
export function useJobListState() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingSearch =
    navigation.state === 'loading' && navigation.location.pathname === paths.jobs()
      ? navigation.location.search
      : null;
  const search = pendingSearch ?? location.search;
  const state = useMemo(() => readJobListState(new URLSearchParams(search)), [search]);

  const goTo = useCallback(
    (next: JobListState) => {
      const href = jobListHref(next);
      if (href === `${window.location.pathname}${window.location.search}`) return;
      void navigate(href);
    },
    [navigate],
  );

  return { state, isLoading: pendingSearch !== null, goTo };
}
