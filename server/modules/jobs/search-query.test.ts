import { describe, expect, test } from 'vitest';

import { matchDocuments, parseSearch, type SearchNode } from './search-query';

const word = (lexeme: string): SearchNode => ({ kind: 'word', lexeme });

describe('parseSearch', () => {
  test('words joined by AND, OR and NOT read as the database printed them, NOT binding first', () => {
    expect(parseSearch("'data' | 'sleep' & !'engin'")).toEqual({
      kind: 'tree',
      root: {
        kind: 'or',
        left: word('data'),
        right: { kind: 'and', left: word('sleep'), right: { kind: 'not', operand: word('engin') } },
      },
      lexemes: new Set(['data', 'sleep', 'engin']),
    });
  });

  test('parentheses group, and a doubled quote or backslash is one character of the word', () => {
    const parsed = parseSearch("!( 'o''neil' | 'a\\\\b' ) & 'x'");
    expect(parsed).toMatchObject({ kind: 'tree', lexemes: new Set(["o'neil", 'a\\b', 'x']) });
  });

  test('a phrase (quotes or a hyphenated word) is left to the database', () => {
    expect(parseSearch("'sleep' <-> 'app'")).toEqual({ kind: 'database' });
    expect(parseSearch("'front-end' <-> 'front' <-> 'end' & 'senior'")).toEqual({
      kind: 'database',
    });
  });

  test('only stop words read as an empty search', () => {
    expect(parseSearch('')).toEqual({ kind: 'empty' });
  });
});

describe('matchDocuments', () => {
  // Document 0 holds data, 1 holds data and engin, 2 holds sleep.
  const holding: Record<string, number[]> = { data: [0, 1], engin: [1], sleep: [2] };
  const documentsWith = (lexeme: string) => holding[lexeme] ?? [];
  const matched = (query: string) => {
    const parsed = parseSearch(query);
    if (parsed.kind !== 'tree') throw new Error(`${query} is not a tree`);
    return [...matchDocuments(parsed.root, 3, documentsWith)];
  };

  test('AND, OR and NOT match as @@ does', () => {
    expect(matched("'data' & !'engin'")).toEqual([1, 0, 0]);
    expect(matched("'engin' | 'sleep'")).toEqual([0, 1, 1]);
    expect(matched("!'data'")).toEqual([0, 0, 1]);
    expect(matched("'nowhere'")).toEqual([0, 0, 0]);
  });
});
