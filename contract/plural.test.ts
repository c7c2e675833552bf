import { describe, expect, test } from 'vitest';

import { listInWords, plural } from './plural';

describe('plural', () => {
  test('one is singular, every other count plural', () => {
    expect(plural(1, 'row')).toBe('1 row');
    expect(plural(0, 'row')).toBe('0 rows');
    expect(plural(12, 'comment')).toBe('12 comments');
  });

  test('a noun with an irregular plural names it', () => {
    expect(plural(2, 'reply', 'replies')).toBe('2 replies');
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
  });
});

describe('listInWords', () => {
  test('joins the last two with "and", the others with commas', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['title'])).toBe('title');
    expect(listInWords(['title', 'pay'])).toBe('title and pay');
    expect(listInWords(['title', 'pay', 'level'])).toBe('title, pay and level');
  });
});
