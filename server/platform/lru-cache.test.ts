import { describe, expect, test } from 'vitest';

import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  test('past maxEntries the least recently used entry goes first', () => {
    const cache = createLruCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // `b` is now the least recently used
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  test('the total weight stays within maxWeight, and an entry heavier than it is not kept', () => {
    const cache = createLruCache<string, string>({
      maxEntries: 100,
      maxWeight: 10,
      weigh: (value) => value.length,
    });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc'); // 12 > 10: `a` leaves
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBe('bbbb');
  });

  test('replacing a key counts its weight once; delete and clear free it', () => {
    const cache = createLruCache<string, string>({
      maxEntries: 100,
      maxWeight: 8,
      weigh: (value) => value.length,
    });
    cache.set('a', 'aaaa');
    cache.set('a', 'AAAA');
    cache.set('b', 'bbbb');
    expect([cache.get('a'), cache.get('b')]).toEqual(['AAAA', 'bbbb']);
    cache.delete('a');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBe('bbbb');
    cache.clear();
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, undefined]);
    cache.set('d', 'dddddddd');
    expect(cache.get('d')).toBe('dddddddd');
  });
});
