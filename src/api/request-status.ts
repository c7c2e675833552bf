/** SPEC §3: a request status is one of ongoing, success or failure. */
type RequestStatus = 'ongoing' | 'success' | 'failure';

interface QueryLike {
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * A React Query state as the spec's request status: fetching is ongoing, then the last outcome.
 *
 * @example requestStatusOf({ status: 'success', fetchStatus: 'fetching' }) // 'ongoing'
 */
export function requestStatusOf(query: QueryLike): RequestStatus {
  if (query.fetchStatus === 'fetching') return 'ongoing';
  if (query.status === 'error') return 'failure';
  return query.status === 'success' ? 'success' : 'ongoing';
}
