/**
 * A bounded map that forgets its least recently used entries first: at most `maxEntries`, and,
 * with `weigh`, at most `maxWeight` in total (say, characters). An entry heavier than the whole
 * budget is not kept.
 */
export interface LruCache<K, V> {
  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
}

export interface LruCacheOptions<K, V> {
  maxEntries: number;
  maxWeight?: number;
  weigh?: (value: V, key: K) => number;
}

/**
 * @example
 * const html = createLruCache<string, string>({ maxEntries: 500, maxWeight: 8e6, weigh: (page) => page.length });
 * html.set('/job', page);
 * html.get('/job'); // page
 */
export function createLruCache<K, V>({
  maxEntries,
  maxWeight = Infinity,
  weigh = () => 0,
}: LruCacheOptions<K, V>): LruCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, { value: V; weight: number }>();
  let totalWeight = 0;

  const remove = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const weight = weigh(value, key);
      if (weight > maxWeight) return;
      while (entries.size > 0 && (entries.size >= maxEntries || totalWeight + weight > maxWeight))
        remove(entries.keys().next().value as K);
      entries.set(key, { value, weight });
      totalWeight += weight;
    },
    delete: remove,
    clear() {
      entries.clear();
      totalWeight = 0;
    },
  };
}
