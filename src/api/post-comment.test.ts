import { describe, expect, test } from 'vitest';

import { newCommentSchema } from '../../server/modules/comments/comment-schemas';
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
  ['a name with a right-to-left override', { name: 'Mei\u202Eiem', body: 'Nice' }],
  ['a name with a directional isolate', { name: 'Mei \u2067x\u2069', body: 'Nice' }],
  ['a name with a line separator', { name: 'Mei\u2028Tanaka', body: 'Nice' }],
  ['a name with a paragraph separator', { name: 'Mei\u2029Tanaka', body: 'Nice' }],
  ['a name with a tab', { name: 'Mei\tTanaka', body: 'Nice' }],
  [
    'a name with a zero-width joiner (emoji)',
    { name: 'Mei \u{1F469}\u200D\u{1F4BB}', body: 'Nice' },
  ],
  ['a comment with a left-to-right override', { name: 'Mei', body: 'a \u202D b' }],
  ['a comment with a line separator', { name: 'Mei', body: 'First\u2028second' }],
  ['a comment with a tab', { name: 'Mei', body: 'First\tsecond' }],
];

describe('commentInputSchema', () => {
  test.each(CASES)('agrees with the server on %s', (_case, input) => {
    expect(commentInputSchema.safeParse(input).success).toBe(
      newCommentSchema.safeParse(input).success,
    );
  });
});
