import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

import { paths } from '../../../contract/paths';
import { normalizeError } from '../../../contract/errors';
import type { JobListQuery } from '../../../contract/job-list-query';
import { forgivenJobListParams } from '../../api/page-search';
import { jobListHref, jobListStateOf, readJobListState, type JobListState } from './job-list-query';
import { useListPageQuery } from './use-list-page-query';

/** Why the list on screen is not the one the visitor last asked for. */
export type StaleReason = 'offline' | 'failed';

interface Requested {
  fromKey: string;
  search: string;
  /** The next page's data is being fetched, before the router navigates. */
  fetching: boolean;
}

/**
 * The list's state lives in the URL (SPEC §2). While the next page loads, the controls already
 * show where the visitor is going; `goTo` fetches the next list and then navigates, so the route
 * loader finds it cached and back/forward restore it. A fetch that fails (offline, server down)
 * keeps the last results on screen with `stale` set, instead of a navigation that never ends
 * (React Query pauses a fetch while offline). `shownQuery` is the API's reading of the page on
 * screen.
 */
export function useJobListState(shownQuery: JobListQuery) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listPageQuery = useListPageQuery();
  // Between a click and the router reporting its navigation, the choice shows already (a
  // controlled checkbox would otherwise flick back for a moment).
  const [requested, setRequested] = useState<Requested | null>(null);
  const [stale, setStale] = useState<{
    reason: StaleReason;
    next: JobListState;
    fromKey: string;
  } | null>(null);
  // Only the latest choice navigates: an earlier fetch that ends later is dropped.
  const latestRequest = useRef(0);
  const pendingSearch =
    navigation.state === 'loading' && navigation.location.pathname === paths.jobs()
      ? navigation.location.search
      : null;
  // Once the navigation has landed, the URL speaks again (and back to this entry must not revive it).
  if (requested && requested.fromKey !== location.key) setRequested(null);
  if (stale && (stale.fromKey !== location.key || pendingSearch !== null)) setStale(null);
  const requestedSearch =
    requested?.fromKey === location.key && navigation.state === 'idle' ? requested.search : null;
  const search = pendingSearch ?? requestedSearch ?? location.search;
  const state = useMemo(
    () => readJobListState(search) ?? jobListStateOf(shownQuery),
    [search, shownQuery],
  );

  const goTo = useCallback(
    async (next: JobListState) => {
      const href = jobListHref(next);
      if (href === `${window.location.pathname}${window.location.search}`) return;
      const fromKey = location.key;
      const nextSearch = href.slice(paths.jobs().length);
      const request = ++latestRequest.current;
      setStale(null);
      if (!navigator.onLine) {
        setStale({ reason: 'offline', next, fromKey });
        return;
      }
      setRequested({ fromKey, search: nextSearch, fetching: true });
      try {
        await queryClient.fetchQuery(listPageQuery(href));
      } catch (error) {
        if (request !== latestRequest.current) return;
        const status = normalizeError(error).statusCode;
        // A refused query (400) is the page's own answer: the navigation shows it.
        if (status < 400 || status >= 500) {
          setRequested(null);
          setStale({ reason: navigator.onLine ? 'failed' : 'offline', next, fromKey });
          return;
        }
      }
      if (request !== latestRequest.current) return;
      setRequested({ fromKey, search: nextSearch, fetching: false });
      void navigate(href);
    },
    [navigate, location.key, listPageQuery, queryClient],
  );

  const retry = useCallback(() => {
    if (stale) void goTo(stale.next);
  }, [goTo, stale]);

  return {
    // On a failed fetch the controls show the list on screen again, not the one that failed.
    state: stale ? jobListStateOf(shownQuery) : state,
    isLoading: pendingSearch !== null || (requested?.fetching ?? false),
    goTo,
    stale: stale?.reason ?? null,
    retry,
    forgiven: forgivenJobListParams(new URLSearchParams(location.search)),
  };
}
