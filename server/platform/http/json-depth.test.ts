import { describe, expect, test } from 'vitest';

import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (levels: number) =>
  Buffer.from(`${'{"a":['.repeat(levels / 2)}1${']}'.repeat(levels / 2)}`);

describe('nestsDeeperThan', () => {
  test('counts arrays and objects, up to the limit and one past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 2))).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":[[1]]}'), 2)).toBe(true);
  });

  test('brackets inside strings, escaped quotes included, do not count', () => {
    expect(nestsDeeperThan(Buffer.from('{"a":"[[[[{{{{"}'), 1)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('{"a":"\\"[[[[","b":"\\\\"}'), 1)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('{"a":"\\\\",  "b":[[1]]}'), 2)).toBe(true);
  });

  test('thousands of levels cost no stack, and siblings do not add up', () => {
    expect(nestsDeeperThan(Buffer.from('['.repeat(1_000_000)))).toBe(true);
    expect(nestsDeeperThan(Buffer.from(`[${'[1],'.repeat(10_000)}[1]]`), 2)).toBe(false);
  });
});
