import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachChanges, type ContentChange } from '../../server/db/content-changes';
import { ttlCache, ttlCachePer } from '../../server/services/ttl-cache';

describe('ttlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once while fresh, again after it expires, and never caches a failure', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000, 10);
    const load = vi.fn(async () => 7);
    expect(await cache.get('a', load)).toBe(7);
    expect(await cache.get('a', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 8)).toBe(8);
  });

  it('drops the oldest entry past its size, and keeps owners apart', async () => {
    const cache = ttlCache<string>(60_000, 2);
    await cache.get('1', async () => 'one');
    await cache.get('2', async () => 'two');
    await cache.get('3', async () => 'three');
    expect(await cache.get('1', async () => 'reloaded')).toBe('reloaded');
    const per = ttlCachePer<string>(60_000, 10);
    const first = {};
    await per(first).get('k', async () => 'first');
    expect(await per({}).get('k', async () => 'second')).toBe('second');
    expect(await per(first).get('k', async () => 'again')).toBe('first');
  });

  it('forgets its entries, and a load under way, when cleared', async () => {
    const cache = ttlCache<number>(60_000, 10);
    await cache.get('a', async () => 1);
    let finish: (value: number) => void = () => undefined;
    const loading = cache.get('b', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(2);
    expect(await loading).toBe(2);
    expect(await cache.get('a', async () => 3)).toBe(3);
    expect(await cache.get('b', async () => 4)).toBe(4);
  });

  it('empties a database’s cache when a table it reads from changes, not for other tables', async () => {
    const listeners: ((change: ContentChange) => void)[] = [];
    const db = {};
    attachChanges(db, {
      live: true,
      settle: async () => true,
      subscribe: (listener) => (listeners.push(listener), () => undefined),
    });
    const per = ttlCachePer<string>(60_000, 10, ['categories']);
    await per(db).get('k', async () => 'old');
    listeners.forEach((listener) => listener({ table: 'products', websiteId: 1 }));
    expect(await per(db).get('k', async () => 'new')).toBe('old');
    listeners.forEach((listener) => listener({ table: 'categories', websiteId: 1 }));
    expect(await per(db).get('k', async () => 'new')).toBe('new');
  });
});
