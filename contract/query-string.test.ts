import { describe, expect, test } from 'vitest';
import { toQueryString } from './query-string';

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
