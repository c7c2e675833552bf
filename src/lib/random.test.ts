import { afterEach, describe, expect, test, vi } from 'vitest';
import { RANDOM_STATE_LENGTH, randomString } from './random';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('randomString', () => {
  test('defaults to the 10-character state length', () => {
    expect(RANDOM_STATE_LENGTH).toBe(10);
    expect(randomString()).toHaveLength(10);
  });

  test('uses only letters and digits', () => {
    expect(randomString(500)).toMatch(/^[A-Za-z0-9]{500}$/);
  });

  test('two strings differ', () => {
    expect(randomString(32)).not.toBe(randomString(32));
  });

  test('a length of zero gives an empty string', () => {
    expect(randomString(0)).toBe('');
  });

  test('rejects bytes that would bias the result and draws again', () => {
    const draws = [[248, 255, 0, 61], [1]];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint8Array) {
        array.fill(255);
        array.set(draws.shift() ?? []);
      }
      return array;
    });
    expect(randomString(3)).toBe('A9B');
  });

  test.each([-1, 1.5, Number.NaN])('an invalid length %d throws a RangeError', (length) => {
    expect(() => randomString(length)).toThrow(RangeError);
  });
});
