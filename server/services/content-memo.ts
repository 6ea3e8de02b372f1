import { changesOf } from '../db/content-changes';
import { ttlCachePer } from './ttl-cache';

declare const settled: unique symbol;

/** Proof, for one database, that every content change committed before it was made has reached this process's caches. */
export interface SettledContent {
  readonly db: object;
  readonly [settled]: true;
}

/**
 * Waits until the content changes committed before the call have reached this process (on PostgreSQL
 * one small read, shared by the requests that arrive meanwhile; on PGlite at once); null when that
 * cannot be known (the feed is not listening), and memos then load afresh.
 */
export async function settleContent(db: object): Promise<SettledContent | null> {
  const feed = changesOf(db);
  return feed && (await feed.settle()) ? ({ db } as SettledContent) : null;
}

/**
 * Values built only from shoppers' content (the tables migration 0015 announces), kept per database
 * until any of its content changes, and at most `ttlMs` (for what no table records: the clock). They
 * are read only with a proof that changes have settled, so a memo is never behind a change another
 * process committed before the request; without one, `load` runs.
 */
export function contentMemo<V>(ttlMs: number, size: number) {
  const per = ttlCachePer<V>(ttlMs, size, 'any');
  return (proof: SettledContent | null, db: object, key: string, load: () => Promise<V>): Promise<V> => {
    // Made (and listening) on first use, so that later requests find the feed live.
    const cache = per(db);
    return proof?.db === db ? cache.get(key, load) : load();
  };
}
