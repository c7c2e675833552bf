import { describe, expect, test } from 'vitest';

import { toScriptJson } from './script-json';

describe('toScriptJson', () => {
  test('reads back as the same value', () => {
    const value = { title: 'Sleep Coach', tags: ['a', 'b'], count: 3, remote: false, pay: null };
    expect(new Function(`return ${toScriptJson(value)}`)()).toEqual(value);
  });

  test('nothing in it can end the script element or open a comment', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const source = toScriptJson(value);
    expect(source).not.toMatch(/<|\u2028|\u2029/);
    expect(new Function(`return ${source}`)()).toEqual(value);
  });
});
