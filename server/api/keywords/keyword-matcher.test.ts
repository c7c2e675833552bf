import { describe, expect, test } from 'vitest';

import { findBlacklistedKeyword } from './keyword-matcher';

describe('findBlacklistedKeyword', () => {
  test.each(['Spam!', 'buy SPAM now', 'spam', '(spam)', 'spam.', 'SpAm, again'])(
    'finds "spam" in %j',
    (text) => {
      expect(findBlacklistedKeyword(text, ['spam'])).toBe('spam');
    },
  );

  test.each(['spammy', 'antispam', 'spam_bot', 'spam2', 'no match here'])(
    'does not find "spam" inside the word in %j',
    (text) => {
      expect(findBlacklistedKeyword(text, ['spam'])).toBeNull();
    },
  );

  test('word boundaries hold for letters outside ASCII', () => {
    expect(findBlacklistedKeyword('Ich liebe Käsekuchen', ['käse'])).toBeNull();
    expect(findBlacklistedKeyword('Käse, bitte', ['käse'])).toBe('käse');
    expect(findBlacklistedKeyword('cafés', ['café'])).toBeNull();
  });

  test('matches a keyword whatever its Unicode normal form', () => {
    const decomposed = 'cafe\u0301';

    expect(findBlacklistedKeyword(`un ${decomposed} noir`, ['café'])).toBe('café');
    expect(findBlacklistedKeyword('un café noir', [decomposed])).toBe(decomposed);
  });

  test('a multi-word keyword matches as a phrase, across any spacing', () => {
    expect(findBlacklistedKeyword('Get FREE\n  money today', ['free money'])).toBe('free money');
    expect(findBlacklistedKeyword('free of money worries', ['free money'])).toBeNull();
  });

  test('regular-expression characters in a keyword match literally', () => {
    expect(findBlacklistedKeyword('learn c++ fast', ['c++'])).toBe('c++');
    expect(findBlacklistedKeyword('win $$$ now', ['$$$'])).toBe('$$$');
    expect(findBlacklistedKeyword('a.b', ['a*b'])).toBeNull();
    expect(findBlacklistedKeyword('visit (x)', ['(x'])).toBe('(x');
  });

  test('returns the first keyword that matches, or null with no keywords', () => {
    expect(findBlacklistedKeyword('cheap pills, cheap', ['pills', 'cheap'])).toBe('pills');
    expect(findBlacklistedKeyword('anything', [])).toBeNull();
  });

  test('ignores a blank keyword', () => {
    expect(findBlacklistedKeyword('anything', ['  '])).toBeNull();
  });
});
