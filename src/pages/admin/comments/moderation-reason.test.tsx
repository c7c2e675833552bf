// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { moderationReasonWords } from '../../../../contract/moderation';
import { MatchedText } from './moderation-reason';

afterEach(() => {
  cleanup();
});

describe('the rule a comment was decided by', () => {
  test('every occurrence of what the rule matched is marked, the rest left as written', () => {
    const { container } = render(
      <p>
        <MatchedText
          text="see www.a.example or www.a.example, then Casinos"
          matches={['www.a.example', 'Casinos']}
        />
      </p>,
    );

    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'www.a.example',
      'www.a.example',
      'Casinos',
    ]);
    expect(container.textContent).toBe('see www.a.example or www.a.example, then Casinos');
  });

  test('a rule reads as words, with its entry or its count', () => {
    expect(
      moderationReasonWords({ rule: 'keyword', keyword: 'casin*', matches: ['casinos'] }),
    ).toBe('Keyword entry “casin*”');
    expect(moderationReasonWords({ rule: 'links', keyword: null, matches: ['a', 'b', 'c'] })).toBe(
      'Too many links: 3 links',
    );
    expect(moderationReasonWords({ rule: 'unknown-author', keyword: null, matches: [] })).toBe(
      'Author not known yet',
    );
  });
});
