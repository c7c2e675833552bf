import { describe, expect, test } from 'vitest';

import { pageItems } from './page-items';

describe('pageItems', () => {
  test('one page needs no pagination', () => {
    expect(pageItems(1, 1)).toEqual([]);
  });

  test('a few pages are all shown', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  test('pages far from the current one collapse into gaps', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  test('a gap of a single page shows that page instead', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });

  test('at the ends', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
