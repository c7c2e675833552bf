import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { findBlacklistedKeyword, findKeywordMatch } from './keyword-matcher';

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

  test.each([
    ['a zero-width space', 'cas\u200Bino'],
    ['a zero-width non-joiner', 'cas\u200Cino'],
    ['a zero-width joiner', 'cas\u200Dino'],
    ['a word joiner', 'cas\u2060ino'],
    ['a byte-order mark', '\uFEFFcasino'],
    ['a soft hyphen', 'casi\u00ADno'],
    ['a combining grapheme joiner', 'cas\u034Fino'],
    ['a variation selector', 'casino\uFE0F'],
    ['a right-to-left override inside', 'cas\u202Eino'],
    ['a Cyrillic а and с', '\u0441\u0430sino'],
    ['Cyrillic capitals', 'C\u0410SIN\u041E'],
    ['a Greek omicron', 'casin\u03BF'],
    ['a Cyrillic і (Ukrainian)', 'cas\u0456no'],
    ['a zero for the o', 'casin0'],
    ['full-width letters', '\uFF43\uFF41\uFF53\uFF49\uFF4E\uFF4F'],
    ['mathematical bold letters', '\u{1D41C}\u{1D41A}\u{1D42C}\u{1D422}\u{1D427}\u{1D428}'],
  ])('"casino" disguised with %s is still found', (_case, disguised) => {
    expect(findBlacklistedKeyword(`play ${disguised} tonight`, ['casino'])).toBe('casino');
  });

  test('a keyword written with look-alikes matches the plain word', () => {
    expect(findBlacklistedKeyword('visit the casino', ['c\u0430sino'])).toBe('c\u0430sino');
  });

  test('a whole-word occurrence after refused ones is found', () => {
    expect(findBlacklistedKeyword('spamspam spam', ['spam'])).toBe('spam');
    expect(findBlacklistedKeyword('x x a', ['x a'])).toBe('x a');
    expect(findBlacklistedKeyword('\u{1D400}spam spam', ['spam'])).toBe('spam');
  });

  test('a disguised keyword still needs whole-word boundaries', () => {
    expect(findBlacklistedKeyword('the c\u0430sinos', ['casino'])).toBeNull();
    expect(findBlacklistedKeyword('cas\u200Binoroyale', ['casino'])).toBeNull();
  });
});

// Latin letters and look-alikes from other scripts (Cyrillic, Greek), as Unicode's confusables.txt pairs them.
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u03B1'],
  c: ['\u0441', '\u03F2'],
  e: ['\u0435'],
  i: ['\u0456', '\u03B9'],
  j: ['\u0458'],
  o: ['\u043E', '\u03BF'],
  p: ['\u0440', '\u03C1'],
  s: ['\u0455'],
  x: ['\u0445'],
  y: ['\u0443', '\u03B3'],
};
const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u034F'];

/** One letter as a disguise may write it: as it is, upper case, full width, or a look-alike. */
function disguisedLetter(letter: string): fc.Arbitrary<string> {
  const fullWidth = String.fromCodePoint(letter.codePointAt(0)! + 0xfee0);
  return fc.constantFrom(letter, letter.toUpperCase(), fullWidth, ...(LOOK_ALIKES[letter] ?? []));
}

/** A word with each letter disguised and invisible characters slipped in between. */
function disguisedWord(word: string): fc.Arbitrary<string> {
  const pieces = [...word].map((letter) =>
    fc.tuple(disguisedLetter(letter), fc.constantFrom('', '', ...INVISIBLES)),
  );
  return fc.tuple(...pieces).map((parts) => parts.flat().join(''));
}

describe('findBlacklistedKeyword (properties)', () => {
  test('finds any keyword however its letters are disguised', () => {
    const keywordAndDisguise = fc
      .stringMatching(/^[a-z]{3,12}$/)
      .chain((keyword) => fc.tuple(fc.constant(keyword), disguisedWord(keyword)));
    fc.assert(
      fc.property(keywordAndDisguise, ([keyword, disguised]) => {
        expect(findBlacklistedKeyword(`so ${disguised}, really`, [keyword])).toBe(keyword);
      }),
      { numRuns: 200 },
    );
  });

  test('finds a keyword between any punctuation, never one glued to a letter', () => {
    const word = fc.stringMatching(/^[a-z]{2,10}$/);
    const punctuation = fc.constantFrom(' ', '.', ',', '!', '(', ')', '"', '-', '\n', '');
    const letter = fc.constantFrom('a', 'z', 'é', 'ж', '\u{1D41A}', '7', '_');
    fc.assert(
      fc.property(word, punctuation, punctuation, letter, (keyword, open, close, glued) => {
        expect(findBlacklistedKeyword(`${open}${keyword}${close}`, [keyword])).toBe(keyword);
        expect(findBlacklistedKeyword(`${glued}${keyword}`, [keyword])).toBeNull();
        expect(findBlacklistedKeyword(`${keyword}${glued}`, [keyword])).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  test('never throws, whatever the text and the keywords', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.array(fc.string()),
        (text, keywords) => {
          const found = findBlacklistedKeyword(text, keywords);
          expect(found === null || keywords.includes(found)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('findKeywordMatch', () => {
  test.each([
    ['casin*', 'Cheap casinos tonight', 'casinos'],
    ['casin*', 'the CASINO', 'CASINO'],
    ['*spam', 'no antispam here', 'antispam'],
    ['c*no', 'a casino', 'casino'],
    ['free mon*', 'Get FREE\n  money today', 'FREE\n  money'],
  ])('the wildcard entry %j finds its word in %j, as written', (keyword, text, matched) => {
    expect(findKeywordMatch(text, [keyword])).toEqual({ keyword, matched });
  });

  test('a wildcard stands for letters and digits only, never a space or punctuation', () => {
    expect(findKeywordMatch('casin os', ['casin*s'])).toBeNull();
    expect(findKeywordMatch('a.b', ['a*b'])).toBeNull();
    expect(findKeywordMatch('ab', ['a*b'])).toEqual({ keyword: 'a*b', matched: 'ab' });
  });

  test('a wildcard keeps whole words: the word may not go on before the text it fixes', () => {
    expect(findKeywordMatch('megacasino', ['casin*'])).toBeNull();
  });

  test('an entry of wildcards alone matches nothing', () => {
    expect(findKeywordMatch('anything at all', ['*', '* *'])).toBeNull();
  });

  test('a disguised word is matched as written, invisible characters and look-alikes included', () => {
    expect(findKeywordMatch('play c\u0430s\u200Bino now', ['casino'])).toEqual({
      keyword: 'casino',
      matched: 'c\u0430s\u200Bino',
    });
  });

  test('an accented word is matched whole, its combining mark included', () => {
    expect(findKeywordMatch('un cafe\u0301 noir', ['café'])?.matched).toBe('cafe\u0301');
  });
});
