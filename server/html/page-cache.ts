import type { ContentChange, ContentChanges } from '../db/content-changes';
import type { PageBodies } from './page-bodies';

/** A rendered page kept for visitors who carry nothing personal. */
export interface CachedPage extends PageBodies {
  status: number;
  websiteId: number;
}

/** Limits of a page cache: its size in bytes (every encoding counted) and how long an entry may serve. */
export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
}

/** What a render began from: a page built from it is kept only if nothing of its website changed meanwhile. */
export interface RenderTicket {
  websiteId: number;
  generation: number;
}

export type PageCache = ReturnType<typeof pageCache>;

/**
 * Rendered pages by key (origin, path and query, consent answer), least recently used going first once
 * `maxBytes` is passed. A change to a website's content drops its pages at once; `maxAgeMs` is the
 * backstop for what no table records (the clock).
 */
export function pageCache(changes: ContentChanges, { maxBytes, maxAgeMs, now = Date.now }: PageCacheOptions) {
  // Insertion order is recency: a hit moves its entry to the end.
  const entries = new Map<string, CachedPage & { storedAt: number; bytes: number }>();
  let bytes = 0;
  // Bumped by every change of a website (`all` by a change of every website); a render compares them.
  const generations = new Map<number, number>();
  let all = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const generationOf = (websiteId: number) => all + (generations.get(websiteId) ?? 0);
  const onChange = ({ websiteId }: ContentChange) => {
    if (websiteId === null) {
      all += 1;
      entries.clear();
      bytes = 0;
      return;
    }
    generations.set(websiteId, (generations.get(websiteId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.websiteId === websiteId) remove(key);
  };
  const unsubscribe = changes.subscribe(onChange);

  return {
    /** The page kept under `key`, if it may still be served. */
    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (!changes.live || now() - entry.storedAt > maxAgeMs) {
        remove(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Taken before a render reads anything of the website. */
    ticket(websiteId: number): RenderTicket {
      return { websiteId, generation: generationOf(websiteId) };
    },
    /** Keeps a rendered page, unless its website changed since `ticket` or the feed of changes is down; says whether it did. */
    keep(ticket: RenderTicket, key: string, page: CachedPage): boolean {
      if (!changes.live || generationOf(ticket.websiteId) !== ticket.generation || page.websiteId !== ticket.websiteId) return false;
      const size = key.length * 2 + page.identity.length + page.br.length + page.gzip.length;
      if (size > maxBytes) return false;
      remove(key);
      entries.set(key, { ...page, storedAt: now(), bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    /** Entries and bytes held (for tests and the benchmark). */
    stats: () => ({ entries: entries.size, bytes }),
    close: unsubscribe,
  };
}
