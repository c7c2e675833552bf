import { describe, expect, test } from 'vitest';

import { pageOffset, toPager } from './paging';

describe('toPager', () => {
  test('counts the pages of a list', () => {
    expect(toPager(17, 2, 8)).toEqual({ page: 2, totalPages: 3, total: 17 });
  });

  test('an empty list still has one page', () => {
    expect(toPager(0, 1, 8)).toEqual({ page: 1, totalPages: 1, total: 0 });
  });

  test('a page past the end keeps its number and the real page count', () => {
    expect(toPager(9, 7, 8)).toEqual({ page: 7, totalPages: 2, total: 9 });
  });
});

describe('pageOffset', () => {
  test('skips the rows of the earlier pages', () => {
    expect(pageOffset(3, 8)).toBe(16);
  });
});
