import { describe, expect, test } from 'vitest';

import {
  activeFilterCount,
  effectiveSort,
  jobListHref,
  jobListStateOf,
  readJobListState,
  toggleValue,
  withChanges,
  type JobListState,
} from './job-list-query';

const read = (search: string) => {
  const state = readJobListState(search);
  if (!state) throw new Error(`the API would refuse ${search}`);
  return state;
};
const EMPTY: JobListState = read('');

describe('readJobListState', () => {
  test('an empty query is the default list', () => {
    expect(EMPTY).toEqual({
      department: [],
      location: [],
      jobType: [],
      workplace: [],
      payMin: null,
      search: '',
      sort: null,
      page: 1,
    });
  });

  test('payMin is one of the bands, a number', () => {
    expect(read('payMin=60000').payMin).toBe(60000);
    expect(readJobListState('payMin=55000')).toBeNull();
  });

  test('several values are joined with |', () => {
    expect(read('department=Design%7CEngineering&jobType=Full-time').department).toEqual([
      'Design',
      'Engineering',
    ]);
  });

  test('repeated keys from a plain form submit count too, without duplicates', () => {
    expect(read('location=Berlin&location=Paris&location=Berlin').location).toEqual([
      'Berlin',
      'Paris',
    ]);
  });

  test('a query the API refuses (unknown sort, bad page) is no list state: the page is its 400', () => {
    expect(readJobListState('sort=cheapest')).toBeNull();
    expect(readJobListState('page=-2')).toBeNull();
    expect(readJobListState('page=abc')).toBeNull();
    expect(read('sort=title&page=3')).toMatchObject({ sort: 'title', page: 3 });
  });

  test('keys the list does not take (tracking parameters) are ignored', () => {
    expect(read('utm_source=x&faq=pay&page=2')).toEqual({ ...EMPTY, page: 2 });
  });

  test('the search is trimmed', () => {
    expect(read('search=%20foam%20').search).toBe('foam');
  });
});

describe('jobListStateOf', () => {
  test("the API's reading of the query, its default order left implied", () => {
    const query = {
      ...EMPTY,
      payMin: undefined,
      search: 'foam',
      sort: 'relevance',
      page: 2,
    } as const;
    expect(jobListStateOf(query)).toEqual({ ...EMPTY, search: 'foam', sort: null, page: 2 });
    expect(jobListStateOf({ ...query, sort: 'title' }).sort).toBe('title');
  });
});

describe('jobListHref', () => {
  test('the default list has no query', () => {
    expect(jobListHref(EMPTY)).toBe('/job');
  });

  test('a pay band goes after the filters and comes back the same', () => {
    const href = jobListHref({ ...EMPTY, department: ['Design'], payMin: 80000, sort: 'pay' });
    expect(href).toBe('/job?department=Design&payMin=80000&sort=pay');
    expect(read(href.slice('/job?'.length))).toMatchObject({ payMin: 80000, sort: 'pay' });
  });

  test('values are joined with | and empty ones dropped', () => {
    const href = jobListHref({ ...EMPTY, department: ['Design', 'Data & Analytics'], search: '' });
    expect(href).toBe('/job?department=Design%7CData+%26+Analytics');
  });

  test('keys follow the route table order and page 1 is implied', () => {
    const href = jobListHref({
      ...EMPTY,
      search: 'foam',
      jobType: ['Contract'],
      sort: 'oldest',
      page: 2,
    });
    expect(href).toBe('/job?jobType=Contract&sort=oldest&page=2&search=foam');
    expect(jobListHref({ ...EMPTY, page: 1 })).toBe('/job');
  });

  test('the default order is implied: newest, or relevance when searching', () => {
    expect(jobListHref({ ...EMPTY, sort: 'newest' })).toBe('/job');
    expect(jobListHref({ ...EMPTY, search: 'foam', sort: 'relevance' })).toBe('/job?search=foam');
    expect(jobListHref({ ...EMPTY, search: 'foam', sort: 'newest' })).toBe(
      '/job?sort=newest&search=foam',
    );
  });

  test('relevance without a search is dropped', () => {
    expect(jobListHref({ ...EMPTY, sort: 'relevance' })).toBe('/job');
  });

  test('a state read from its own URL gives the same URL', () => {
    const href =
      '/job?department=Design%7CEngineering&location=Berlin&sort=title&page=3&search=lead';
    expect(jobListHref(read(href.split('?')[1] ?? ''))).toBe(href);
  });
});

describe('changes', () => {
  test('changing a filter resets to page 1', () => {
    expect(withChanges({ ...EMPTY, page: 4 }, { department: ['Design'] })).toMatchObject({
      page: 1,
      department: ['Design'],
    });
  });

  test('toggleValue adds a missing value and removes a present one', () => {
    expect(toggleValue(['Design'], 'Product')).toEqual(['Design', 'Product']);
    expect(toggleValue(['Design', 'Product'], 'Design')).toEqual(['Product']);
  });

  test('effectiveSort and activeFilterCount', () => {
    expect(effectiveSort({ search: '', sort: null })).toBe('newest');
    expect(effectiveSort({ search: 'x', sort: null })).toBe('relevance');
    expect(
      activeFilterCount({ department: ['a', 'b'], location: ['c'], jobType: [], workplace: ['d'] }),
    ).toBe(4);
  });
});
