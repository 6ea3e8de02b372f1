/** Where openDatabase leaves a database's feed of changes on its query builder, for caches made per database. */
const FEED = Symbol('content changes');

/** Gives a database's query builder its feed of changes. */
export function attachChanges(db: object, changes: ContentChanges): void {
  Object.defineProperty(db, FEED, { value: changes });
}

/** The feed of changes of a database's query builder, if it has one. */
export function changesOf(db: object): ContentChanges | undefined {
  return (db as { [FEED]?: ContentChanges })[FEED];
}

/** The channel the database's triggers announce content changes on (migration 0015_content_changes.sql). */
export const CONTENT_CHANNEL = 'content_changed';

/** One change to what shoppers' pages are built from: the table, and the website (null: every website). */
export interface ContentChange {
  table: string;
  websiteId: number | null;
}

/** A change as its notice carries it, with the website's content version after it (0: not given). */
interface Notice extends ContentChange {
  version: number;
}

/** Changes to shoppers' content as the database announces them, made by any process. */
export interface ContentChanges {
  /**
   * Calls `listener` for every change from now on. While the feed is not `live` (not yet listening, or
   * its connection lost) changes may go unseen: the feed reports `{ table: '*', websiteId: null }` when
   * it loses its connection and each time it is live, and a cache must neither serve nor keep anything
   * while it is not.
   */
  subscribe(listener: (change: ContentChange) => void): () => void;
  /** True while every change reaches the listeners. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has reached the listeners (true), or false
   * when that cannot be known (the database does not answer). Changes of another process reach this
   * one a moment after they commit; a cache asks this before serving.
   */
  settle(): Promise<boolean>;
}

/** A trigger's payload (`table:website_id:version`, `*` for every website) as a change; anything odd means every website. */
export function parseContentChange(payload: string): Notice {
  const [table = '', website = '', version = ''] = payload.split(':');
  const id = /^[1-9]\d{0,9}$/.test(website) ? Number(website) : null;
  return { table: table || '*', websiteId: id, version: /^[1-9]\d{0,15}$/.test(version) ? Number(version) : 0 };
}

/** Everything the feed may have missed: every website's entries must go. */
const MISSED: ContentChange = { table: '*', websiteId: null };

/** How a feed reaches its database. */
export interface FeedConnection {
  /** Listens, calling `onPayload` per notice and `lost` when the connection drops; answers a function to stop. */
  connect(onPayload: (payload: string) => void, lost: () => void): Promise<() => Promise<void>>;
  /**
   * Every website's content version (key 0: every website), where notices may arrive after the
   * change's commit is answered (another process's connection); without it, they never do (PGlite).
   */
  readVersions?: () => Promise<ReadonlyMap<number, number>>;
  retryMs?: number;
}

/** A feed of content changes that starts listening with its first subscriber, and connects again after a lost connection. */
export function contentFeed({ connect, readVersions, retryMs = 1_000 }: FeedConnection): ContentChanges & { close(): Promise<void> } {
  const listeners = new Set<(change: ContentChange) => void>();
  let live = false;
  let started = false;
  let closed = false;
  let stop: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  const emit = (change: ContentChange) => listeners.forEach((listener) => listener(change));
  // The newest version of each website (0: every website) whose change the listeners have had.
  const delivered = new Map<number, number>();
  const deliver = (key: number, version: number) => delivered.set(key, Math.max(delivered.get(key) ?? 0, version));
  const lost = () => {
    live = false;
    stop = null;
    emit(MISSED);
    if (!closed) retry = setTimeout(() => void start(), retryMs);
  };
  const onPayload = (payload: string) => {
    const { table, websiteId, version } = parseContentChange(payload);
    deliver(websiteId ?? 0, version);
    emit({ table, websiteId });
  };
  const start = async () => {
    retry = null;
    let stopListening: (() => Promise<void>) | null = null;
    try {
      stopListening = await connect(onPayload, lost);
      // Changes before listening began were never kept: the versions now are the baseline.
      if (readVersions) for (const [key, version] of await readVersions()) deliver(key, version);
    } catch (error) {
      console.error(`[content changes] could not listen: ${(error as Error).message}`);
      await stopListening?.().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void start(), retryMs);
      return;
    }
    if (closed) return void (await stopListening().catch(() => undefined));
    stop = stopListening;
    live = true;
    // What changed before (or, after a lost connection, meanwhile) is unknown to the listeners.
    emit(MISSED);
  };
  // One read of the versions at a time; callers arriving during a read wait for the next, which starts after them.
  let reading: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const check = async (): Promise<boolean> => {
    // Not listening yet (or no more): nothing may be served, and there is no baseline to compare with.
    if (!readVersions || !live) return live;
    try {
      for (const [key, version] of await readVersions()) {
        if (version <= (delivered.get(key) ?? 0)) continue;
        deliver(key, version);
        // Which table is not known: the most careful guess.
        emit({ table: '*', websiteId: key === 0 ? null : key });
      }
      return live;
    } catch {
      return false;
    }
  };
  const settle = (): Promise<boolean> => {
    if (!readVersions) return Promise.resolve(live);
    if (!reading) {
      reading = check().finally(() => (reading = null));
      return reading;
    }
    queued ??= reading.then(() => {
      queued = null;
      return settle();
    });
    return queued;
  };
  return {
    settle,
    subscribe(listener) {
      listeners.add(listener);
      if (!started && !closed) {
        started = true;
        void start();
      }
      return () => listeners.delete(listener);
    },
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      await stop?.().catch(() => undefined);
    },
  };
}
