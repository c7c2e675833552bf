import { describe, expect, test } from 'vitest';

import { toQueryString } from './query-string';
import {
  isPositiveId,
  isSlug,
  multiValue,
  pageNumber,
  readQueryObject,
  splitMulti,
} from './query-params';

describe('readQueryObject', () => {
  test('drops empty values and keeps every value of a repeated key', () => {
    expect(readQueryObject('department=A&department=B&page=&search=sofa')).toEqual({
      department: ['A', 'B'],
      search: 'sofa',
    });
  });

  test('with keys, reads only those', () => {
    expect(readQueryObject('page=2&utm_source=x', ['page'])).toEqual({ page: '2' });
  });
});

describe('splitMulti', () => {
  test('splits |-joined values, trimming and dropping empties and repeats', () => {
    expect(splitMulti('Design| Engineering||Design')).toEqual(['Design', 'Engineering']);
  });

  test('nothing gives no values', () => {
    expect(splitMulti(undefined)).toEqual([]);
    expect(splitMulti('')).toEqual([]);
  });
});

describe('multiValue', () => {
  test('a repeated key contributes all its values, once each', () => {
    expect(multiValue.parse(['Full-time', 'Intern|Contract', 'Intern'])).toEqual([
      'Full-time',
      'Intern',
      'Contract',
    ]);
  });

  test('reads back what toQueryString wrote', () => {
    const query = readQueryObject(toQueryString({ department: ['Tech', 'Sales & Ops'] }));
    expect(multiValue.parse(query.department)).toEqual(['Tech', 'Sales & Ops']);
  });
});

describe('pageNumber', () => {
  test('reads a whole number; absent is page 1', () => {
    expect(pageNumber.parse('3')).toBe(3);
    expect(pageNumber.parse(undefined)).toBe(1);
  });

  test.each(['0', '-2', '1.5', 'abc', '2abc', '1e3', ' 2', '99999999999999999999', '100001'])(
    'refuses %j (the API answers 400, on either side)',
    (value) => {
      expect(pageNumber.safeParse(value).success).toBe(false);
    },
  );
});

describe('isPositiveId and isSlug', () => {
  test('an id is plain digits without a leading zero', () => {
    expect(isPositiveId('12')).toBe(true);
    for (const value of ['0', '012', '1e2', '-1', '1234567890', undefined]) {
      expect(isPositiveId(value)).toBe(false);
    }
  });

  test('a slug is lower-case words joined by single dashes', () => {
    expect(isSlug('lean-sleep-2')).toBe(true);
    for (const value of ['Lean', 'a--b', '-a', 'a_b', undefined]) expect(isSlug(value)).toBe(false);
  });
});
