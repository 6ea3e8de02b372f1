import { changesOf, type ContentChange } from '../db/content-changes';

/** A small in-process cache: entries expire after `ttlMs`; the oldest entry goes when `size` is exceeded. */
export function ttlCache<V>(ttlMs: number, size: number) {
  const entries = new Map<string, { value: V; until: number }>();
  // Bumped by clear(): a load that began before it is not kept.
  let generation = 0;
  return {
    /** The cached value for `key`, else `load()`'s result, cached. Failures are not cached. */
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const startedAt = generation;
      const value = await load();
      if (startedAt !== generation) return value;
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttlMs });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
      return value;
    },
    /** Forgets every entry, and every load under way. */
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * One `ttlCache` per database (or other owner object), so two databases in one process never share
 * entries. When the owner is a database announcing its content changes, a change of one of the tables
 * `readsFrom` (`'any'`: of any table; or of unknown ones) empties that database's cache at once, not
 * after `ttlMs`.
 */
export function ttlCachePer<V>(ttlMs: number, size: number, readsFrom: readonly string[] | 'any' = []) {
  const caches = new WeakMap<object, ReturnType<typeof ttlCache<V>>>();
  const concerns = ({ table }: ContentChange) => readsFrom === 'any' || table === '*' || readsFrom.includes(table);
  return (owner: object) => {
    let cache = caches.get(owner);
    if (!cache) {
      const made = ttlCache<V>(ttlMs, size);
      caches.set(owner, (cache = made));
      if (readsFrom.length > 0) changesOf(owner)?.subscribe((change) => concerns(change) && made.clear());
    }
    return cache;
  };
}
