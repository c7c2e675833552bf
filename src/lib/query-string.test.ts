import { describe, expect, test } from 'vitest';
import { readListParam, readPageParam, toQueryString } from './query-string';

describe('toQueryString', () => {
  test('an empty object gives an empty string without a question mark', () => {
    expect(toQueryString({})).toBe('');
  });

  test('joins array values with an encoded pipe', () => {
    expect(toQueryString({ a: 1, b: ['x', 'y'] })).toBe('a=1&b=x%7Cy');
  });

  test('drops undefined, null, empty strings and empty arrays', () => {
    expect(toQueryString({ a: undefined, b: null, c: '', d: [], e: 'kept' })).toBe('e=kept');
  });

  test('drops empty items inside an array and the array when nothing is left', () => {
    expect(toQueryString({ a: ['', 'x', ''], b: [''] })).toBe('a=x');
  });

  test('keeps keys in the order given', () => {
    expect(toQueryString({ z: 1, a: 2, m: 3 })).toBe('z=1&a=2&m=3');
  });

  test('keeps zero and false because they are values', () => {
    expect(toQueryString({ page: 0, remote: false })).toBe('page=0&remote=false');
  });

  test('drops NaN', () => {
    expect(toQueryString({ page: Number.NaN })).toBe('');
  });

  test('encodes reserved characters in keys and values', () => {
    expect(toQueryString({ search: 'a&b=c d', 'odd key': 'é' })).toBe(
      'search=a%26b%3Dc+d&odd+key=%C3%A9',
    );
  });
});

describe('readListParam', () => {
  test('splits on the pipe, trims and drops empty items', () => {
    const params = new URLSearchParams('location=Berlin%7C%20Remote%20%7C%7C');
    expect(readListParam(params, 'location')).toEqual(['Berlin', 'Remote']);
  });

  test('a missing key gives an empty list', () => {
    expect(readListParam(new URLSearchParams('a=1'), 'department')).toEqual([]);
  });

  test('a repeated key contributes all its values', () => {
    const params = new URLSearchParams('jobType=Full-time&jobType=Intern%7CContract');
    expect(readListParam(params, 'jobType')).toEqual(['Full-time', 'Intern', 'Contract']);
  });

  test('reads back what toQueryString wrote', () => {
    const params = new URLSearchParams(toQueryString({ department: ['Tech', 'Sales & Ops'] }));
    expect(readListParam(params, 'department')).toEqual(['Tech', 'Sales & Ops']);
  });
});

describe('readPageParam', () => {
  test('reads a positive integer', () => {
    expect(readPageParam('3')).toBe(3);
  });

  test('a missing value gives page 1', () => {
    expect(readPageParam(null)).toBe(1);
  });

  test.each(['', '0', '-2', '1.5', 'abc', '2abc', '1e3', '99999999999999999999'])(
    'an invalid value %j gives page 1',
    (value) => {
      expect(readPageParam(value)).toBe(1);
    },
  );
});
