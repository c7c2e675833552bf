import { describe, expect, test } from 'vitest';

import { countSkipped, describeSkipped } from './job-source-skipped';

describe('the jobs a sync skipped', () => {
  test('are counted by reason, the problems that kept their job left out', () => {
    const skipped = countSkipped([
      { externalId: '1', message: 'pay', skipped: 'pay out of range' },
      { externalId: '2', message: 'title cut' },
      { externalId: '3', message: 'no title', skipped: 'no title' },
      { externalId: '4', message: 'pay', skipped: 'pay out of range' },
    ]);

    expect(skipped).toEqual({ 'pay out of range': 2, 'no title': 1 });
    expect(describeSkipped(skipped)).toBe('3 jobs skipped: 2 pay out of range, 1 no title');
  });

  test('one reason is said once; none, or a sync from before the count, says nothing', () => {
    expect(describeSkipped({ 'pay out of range': 1 })).toBe('1 job skipped: pay out of range');
    expect(describeSkipped({})).toBeNull();
    expect(describeSkipped(undefined)).toBeNull();
  });
});
