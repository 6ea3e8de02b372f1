import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
