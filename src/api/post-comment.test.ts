import { describe, expect, test } from 'vitest';

import { newCommentSchema } from '../../server/api/comments/comment-schemas';
import { commentInputSchema } from './post-comment';

// The browser must refuse exactly what the server refuses, so a visitor never passes the
// form's checks only to be told off by the API (or the reverse).
const CASES: [string, Record<string, unknown>][] = [
  ['a name and a comment', { name: 'Mei', body: 'Nice' }],
  ['an empty name', { name: '', body: 'Nice' }],
  ['a name of spaces', { name: '   ', body: 'Nice' }],
  ['an 80-character name', { name: 'n'.repeat(80), body: 'Nice' }],
  ['an 81-character name', { name: 'n'.repeat(81), body: 'Nice' }],
  ['a name over two lines', { name: 'Mei\nTanaka', body: 'Nice' }],
  ['an empty e-mail', { name: 'Mei', email: '', body: 'Nice' }],
  ['a valid e-mail', { name: 'Mei', email: 'mei@example.com', body: 'Nice' }],
  ['a malformed e-mail', { name: 'Mei', email: 'mei@', body: 'Nice' }],
  [
    'a 254-character e-mail',
    { name: 'Mei', email: `${'e'.repeat(242)}@example.com`, body: 'Nice' },
  ],
  [
    'a 255-character e-mail',
    { name: 'Mei', email: `${'e'.repeat(243)}@example.com`, body: 'Nice' },
  ],
  ['a one-character comment', { name: 'Mei', body: 'x' }],
  ['a two-character comment padded with spaces', { name: 'Mei', body: '  ok  ' }],
  ['a 2000-character comment', { name: 'Mei', body: 'b'.repeat(2000) }],
  ['a 2001-character comment', { name: 'Mei', body: 'b'.repeat(2001) }],
  ['a comment over several lines', { name: 'Mei', body: 'First line\nsecond line' }],
  ['a comment with a control character', { name: 'Mei', body: 'Bell \u0007 rings' }],
];

describe('commentInputSchema', () => {
  test.each(CASES)('agrees with the server on %s', (_case, input) => {
    expect(commentInputSchema.safeParse(input).success).toBe(
      newCommentSchema.safeParse(input).success,
    );
  });
});
