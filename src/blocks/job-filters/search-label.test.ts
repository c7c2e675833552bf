import { describe, expect, test } from 'vitest';

import { searchLabel } from './search-label';

describe('searchLabel', () => {
  test('a plain search reads as typed, in quotes', () => {
    expect(searchLabel('sofa designer')).toBe('“sofa designer”');
  });

  test('the students page search reads as its alternatives in words', () => {
    expect(searchLabel('internship OR "working student" OR graduate')).toBe(
      'internship, working student or graduate',
    );
  });

  test('a left-out word reads as "not"', () => {
    expect(searchLabel('engineer -senior')).toBe('engineer not senior');
  });

  test('an unclosed quote still reads without quote marks', () => {
    expect(searchLabel('"product design')).toBe('product design');
  });
});
