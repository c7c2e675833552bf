import { describe, expect, test } from 'vitest';

import { requestStatusOf } from './request-status';

describe('requestStatusOf', () => {
  test('a request in flight is ongoing, even with data from before', () => {
    expect(requestStatusOf({ status: 'pending', fetchStatus: 'fetching' })).toBe('ongoing');
    expect(requestStatusOf({ status: 'success', fetchStatus: 'fetching' })).toBe('ongoing');
  });

  test('a finished request is success or failure', () => {
    expect(requestStatusOf({ status: 'success', fetchStatus: 'idle' })).toBe('success');
    expect(requestStatusOf({ status: 'error', fetchStatus: 'idle' })).toBe('failure');
  });

  test('a request waiting to start (offline) is still ongoing', () => {
    expect(requestStatusOf({ status: 'pending', fetchStatus: 'paused' })).toBe('ongoing');
  });
});
