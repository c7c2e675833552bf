import { describe, expect, test } from 'vitest';

import { alertQueryOf, describeAlertQuery } from './job-alert';
import { jobListParamsSchema } from './job-list-query';
import { readQueryObject } from './query-params';

const paramsOf = (search: string) => jobListParamsSchema.parse(readQueryObject(search));

describe('alertQueryOf', () => {
  test('keeps the filters and the search, not the page nor the order', () => {
    expect(alertQueryOf(paramsOf('search=ml&page=3&sort=title&department=Data'))).toBe(
      'department=Data&search=ml',
    );
  });

  test('writes one search one way, whatever the order and form of its values', () => {
    const forms = [
      'department=Design&department=Data&jobType=Full-time',
      'jobType=Full-time&department=Data%7CDesign',
      'department=Design%7CData%7CDesign&jobType=Full-time&location=',
    ];

    expect(new Set(forms.map((search) => alertQueryOf(paramsOf(search))))).toEqual(
      new Set(['department=Data%7CDesign&jobType=Full-time']),
    );
  });

  test('no filter is every job', () => {
    expect(alertQueryOf(paramsOf(''))).toBe('');
  });
});

describe('describeAlertQuery', () => {
  test('names each filter with its values, and the search in quotes', () => {
    expect(describeAlertQuery('department=Data%7CDesign&location=Lisbon&search=ml')).toBe(
      'Department: Data or Design; Location: Lisbon; Search: “ml”',
    );
  });

  test('the minimum pay reads as the list chip writes it', () => {
    expect(describeAlertQuery('department=Design&payMin=60000')).toBe(
      'Department: Design; Minimum pay: €60,000+ a year',
    );
  });

  test('an empty search is every open job', () => {
    expect(describeAlertQuery('')).toBe('All open jobs');
  });
});
