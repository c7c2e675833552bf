import { describe, expect, test } from 'vitest';

import { activeFaqId, withFaqParam } from './faq-state';

const ITEMS = [{ id: 'how-long' }, { id: 'salary' }, { id: 'remote' }];

describe('activeFaqId (SPEC §2)', () => {
  test('the item the faq parameter names is open', () => {
    expect(activeFaqId(ITEMS, 'salary')).toBe('salary');
  });

  test('without the parameter, or with an unknown id, the first item is open', () => {
    expect(activeFaqId(ITEMS, null)).toBe('how-long');
    expect(activeFaqId(ITEMS, 'nope')).toBe('how-long');
  });

  test('an empty list has no open item', () => {
    expect(activeFaqId([], 'salary')).toBeUndefined();
  });
});

describe('withFaqParam', () => {
  test('sets faq and keeps every other parameter', () => {
    const next = withFaqParam(new URLSearchParams('utm_source=mail&faq=salary'), 'remote');

    expect(next.toString()).toBe('utm_source=mail&faq=remote');
  });
});
