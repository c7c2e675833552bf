import { describe, expect, test } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  test.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1 MB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
    [1024 ** 4, '1 TB'],
  ])('%d bytes formats as %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  test('rounds to the requested number of decimals', () => {
    expect(formatBytes(1234567, 2)).toBe('1.18 MB');
    expect(formatBytes(1536, 0)).toBe('2 KB');
  });

  test('a value that rounds up to 1024 moves to the next unit', () => {
    expect(formatBytes(1_048_575)).toBe('1 MB');
  });

  test('stays in terabytes beyond the largest unit', () => {
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048 TB');
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d gives an empty string', (bytes) => {
    expect(formatBytes(bytes)).toBe('');
  });
});
