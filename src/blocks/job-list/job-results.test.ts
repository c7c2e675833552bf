import { expect, test } from 'vitest';

import { resultCountText } from './job-results';

test('the count says whether the list is filtered and which page this is', () => {
  expect(resultCountText({ page: 1, totalPages: 10, total: 75 }, false)).toBe(
    '75 open jobs · page 1 of 10',
  );
  expect(resultCountText({ page: 2, totalPages: 3, total: 17 }, true)).toBe(
    '17 matching jobs · page 2 of 3',
  );
  expect(resultCountText({ page: 1, totalPages: 1, total: 1 }, true)).toBe('1 matching job');
});

test('an empty list says so', () => {
  expect(resultCountText({ page: 1, totalPages: 1, total: 0 }, true)).toBe('No matching jobs');
  expect(resultCountText({ page: 1, totalPages: 1, total: 0 }, false)).toBe(
    'No open jobs right now',
  );
});
