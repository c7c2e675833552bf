// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  test.each([
    'Loading chunk 12 failed.',
    'Loading chunk vendors-main failed',
    'Failed to fetch dynamically imported module: https://careers.example/assets/job-B2x9.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  test('recognises a rejection that is only a message', () => {
    expect(isChunkLoadError('Loading chunk 3 failed')).toBe(true);
  });

  test.each(['Network Error', 'Cannot read properties of undefined', 'Loading failed'])(
    'ignores %j',
    (message) => {
      expect(isChunkLoadError(new Error(message))).toBe(false);
    },
  );
});

describe('reloadAfterChunkError (SPEC §8: once per 60 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('the first failure reloads the page', () => {
    const reload = vi.fn();

    expect(reloadAfterChunkError(window.sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a second failure within 60 s does not reload again', () => {
    const reload = vi.fn();
    reloadAfterChunkError(window.sessionStorage, reload);

    vi.advanceTimersByTime(59_999);

    expect(reloadAfterChunkError(window.sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a failure 60 s after the last reload reloads again', () => {
    const reload = vi.fn();
    reloadAfterChunkError(window.sessionStorage, reload);

    vi.advanceTimersByTime(60_000);

    expect(reloadAfterChunkError(window.sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
