/** A small in-process cache: entries expire after `ttlMs`; the oldest entry goes when `size` is exceeded. */
export function ttlCache<V>(ttlMs: number, size: number) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    /** The cached value for `key`, else `load()`'s result, cached. Failures are not cached. */
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttlMs });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

/** One `ttlCache` per database (or other owner object), so two databases in one process never share entries. */
export function ttlCachePer<V>(ttlMs: number, size: number) {
  const caches = new WeakMap<object, ReturnType<typeof ttlCache<V>>>();
  return (owner: object) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = ttlCache<V>(ttlMs, size)));
    return cache;
  };
}
