import { describe, expect, it } from 'vitest';
import type { ContentChange, ContentChanges } from '../db/content-changes';
import { type CachedPage, pageCache } from './page-cache';

/** A feed the test drives: `change` announces, `live` switches delivery on and off. */
function fakeFeed() {
  const listeners = new Set<(change: ContentChange) => void>();
  const feed: ContentChanges & { live: boolean; change: (change: ContentChange) => void; listeners: Set<unknown> } = {
    live: true,
    settle: async () => feed.live,
    subscribe(listener: (change: ContentChange) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (change: ContentChange) => listeners.forEach((listener) => listener(change)),
    listeners,
  };
  return feed;
}

const page = (websiteId: number, text = 'x'.repeat(100)): CachedPage => ({
  status: 200,
  websiteId,
  identity: Buffer.from(text),
  br: Buffer.from(text.slice(0, 10)),
  gzip: Buffer.from(text.slice(0, 20)),
  etag: 'W/"t"',
});

describe('the page cache', () => {
  it('keeps a page and serves it until a change of its website, leaving other websites alone', () => {
    const feed = fakeFeed();
    const cache = pageCache(feed, { maxBytes: 1e6, maxAgeMs: 60_000 });
    expect(cache.keep(cache.ticket(1), 'a /', page(1))).toBe(true);
    expect(cache.keep(cache.ticket(2), 'b /', page(2))).toBe(true);
    expect(cache.get('a /')?.websiteId).toBe(1);
    feed.change({ table: 'products', websiteId: 1 });
    expect(cache.get('a /')).toBeNull();
    expect(cache.get('b /')?.websiteId).toBe(2);
    feed.change({ table: 'search_words', websiteId: null });
    expect(cache.get('b /')).toBeNull();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('never keeps a page rendered across a change of its website, nor a page of another website than its ticket', () => {
    const feed = fakeFeed();
    const cache = pageCache(feed, { maxBytes: 1e6, maxAgeMs: 60_000 });
    const before = cache.ticket(1);
    feed.change({ table: 'pages', websiteId: 1 });
    expect(cache.keep(before, 'a /', page(1))).toBe(false);
    const afterAll = cache.ticket(1);
    feed.change({ table: 'packs', websiteId: null });
    expect(cache.keep(afterAll, 'a /', page(1))).toBe(false);
    expect(cache.keep(cache.ticket(1), 'a /', page(2))).toBe(false);
    const other = cache.ticket(2);
    feed.change({ table: 'pages', websiteId: 1 });
    expect(cache.keep(other, 'b /', page(2))).toBe(true);
  });

  it('neither serves nor keeps while changes may go unseen', () => {
    const feed = fakeFeed();
    const cache = pageCache(feed, { maxBytes: 1e6, maxAgeMs: 60_000 });
    cache.keep(cache.ticket(1), 'a /', page(1));
    feed.live = false;
    expect(cache.get('a /')).toBeNull();
    expect(cache.keep(cache.ticket(1), 'a /', page(1))).toBe(false);
  });

  it('lets an entry serve for maxAgeMs at most', () => {
    let clock = 1_000;
    const cache = pageCache(fakeFeed(), { maxBytes: 1e6, maxAgeMs: 60_000, now: () => clock });
    cache.keep(cache.ticket(1), 'a /', page(1));
    clock += 60_000;
    expect(cache.get('a /')).not.toBeNull();
    clock += 1;
    expect(cache.get('a /')).toBeNull();
  });

  it('drops the least recently used pages once over its size in bytes, and never keeps one larger than the whole', () => {
    const cache = pageCache(fakeFeed(), { maxBytes: 600, maxAgeMs: 60_000 });
    // Each entry: 130 bytes of bodies and its key (2 bytes a character).
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.keep(cache.ticket(1), key, page(1));
    expect(cache.stats()).toEqual({ entries: 4, bytes: 4 * 134 });
    cache.get('k1');
    cache.keep(cache.ticket(1), 'k5', page(1));
    expect(cache.get('k2')).toBeNull();
    expect(cache.get('k1')).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(600);
    expect(cache.keep(cache.ticket(1), 'big', page(1, 'y'.repeat(1000)))).toBe(false);
  });

  it('stops listening when closed', () => {
    const feed = fakeFeed();
    const cache = pageCache(feed, { maxBytes: 1e6, maxAgeMs: 60_000 });
    expect(feed.listeners.size).toBe(1);
    cache.close();
    expect(feed.listeners.size).toBe(0);
  });
});
