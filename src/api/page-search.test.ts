import { describe, expect, test } from 'vitest';

import { JOB_LIST_QUERY_KEYS } from '../../contract/job-list-query';
import { forgivenJobListParams, pageSearchOf } from './page-search';
import { MAX_PAGE } from '../../contract/query-params';

const jobList = { query: 'job-list', watchQuery: JOB_LIST_QUERY_KEYS } as const;
const forgiven = (search: string) => forgivenJobListParams(new URLSearchParams(search));

describe('forgivenJobListParams', () => {
  test('a valid query forgives nothing', () => {
    expect(forgiven('payMin=60000&page=2&sort=pay')).toEqual([]);
  });

  test('a pay between bands reads as the band below it', () => {
    expect(forgiven('payMin=55000')).toEqual([{ key: 'payMin', given: '55000', applied: 40000 }]);
  });

  test('a pay above every band reads as the highest band', () => {
    expect(forgiven('payMin=250000')).toEqual([
      { key: 'payMin', given: '250000', applied: 100000 },
    ]);
  });

  test('a pay below every band, or not a number, reads as any pay', () => {
    expect(forgiven('payMin=30000')).toEqual([{ key: 'payMin', given: '30000', applied: null }]);
    expect(forgiven('payMin=abc')).toEqual([{ key: 'payMin', given: 'abc', applied: null }]);
  });

  test('a page below 1 or not a number reads as page 1', () => {
    expect(forgiven('page=0')).toEqual([{ key: 'page', given: '0', applied: 1 }]);
    expect(forgiven('page=-1')).toEqual([{ key: 'page', given: '-1', applied: 1 }]);
    expect(forgiven('page=two')).toEqual([{ key: 'page', given: 'two', applied: 1 }]);
  });

  test('a page past the highest number reads as the highest, a page past the end', () => {
    expect(forgiven(`page=${MAX_PAGE + 1}`)).toEqual([
      { key: 'page', given: String(MAX_PAGE + 1), applied: MAX_PAGE },
    ]);
  });

  test('a repeated key is not forgiven: the API answers it', () => {
    expect(forgiven('page=0&page=2')).toEqual([]);
  });
});

describe('pageSearchOf', () => {
  test('asks the page API for the values the page applies', () => {
    expect(pageSearchOf(new URLSearchParams('sort=bogus&payMin=55000&page=0'), jobList)).toBe(
      'payMin=40000',
    );
  });

  test('leaves other routes as written', () => {
    expect(
      pageSearchOf(new URLSearchParams('page=0'), { query: undefined, watchQuery: ['page'] }),
    ).toBe('page=0');
  });
});
