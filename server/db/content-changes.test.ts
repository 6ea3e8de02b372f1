import { describe, expect, it, vi } from 'vitest';
import { type ContentChange, contentFeed, parseContentChange } from './content-changes';

describe('content changes', () => {
  it('reads a trigger payload as a table and a website, anything odd as every website', () => {
    expect(parseContentChange('products:3:17')).toEqual({ table: 'products', websiteId: 3, version: 17 });
    expect(parseContentChange('search_words:*:2')).toEqual({ table: 'search_words', websiteId: null, version: 2 });
    expect(parseContentChange('pages:0:1')).toEqual({ table: 'pages', websiteId: null, version: 1 });
    expect(parseContentChange('pages:99999999999:x')).toEqual({ table: 'pages', websiteId: null, version: 0 });
    expect(parseContentChange('')).toEqual({ table: '*', websiteId: null, version: 0 });
  });

  it('listens from the first subscriber, and after a lost connection says so, connects again and says everything may have changed', async () => {
    vi.useFakeTimers();
    try {
      const connections: { send: (payload: string) => void; lose: () => void; stopped: boolean }[] = [];
      const feed = contentFeed({
        async connect(onPayload, lost) {
          const connection = { send: onPayload, lose: lost, stopped: false };
          connections.push(connection);
          return async () => void (connection.stopped = true);
        },
        retryMs: 500,
      });
      expect(connections).toHaveLength(0);
      const seen: ContentChange[] = [];
      feed.subscribe((change) => seen.push(change));
      feed.subscribe(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(connections).toHaveLength(1);
      expect(feed.live).toBe(true);
      // Live: what changed before is unknown to the listeners.
      expect(seen).toEqual([{ table: '*', websiteId: null }]);
      connections[0]?.send('pages:1:4');
      expect(seen.at(-1)).toEqual({ table: 'pages', websiteId: 1 });

      connections[0]?.lose();
      expect(feed.live).toBe(false);
      expect(seen.at(-1)).toEqual({ table: '*', websiteId: null });
      await vi.advanceTimersByTimeAsync(500);
      expect(connections).toHaveLength(2);
      expect(feed.live).toBe(true);
      expect(seen).toHaveLength(4);
      expect(seen.at(-1)).toEqual({ table: '*', websiteId: null });

      await feed.close();
      expect(feed.live).toBe(false);
      expect(connections[1]?.stopped).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again when it cannot listen, and is not live meanwhile', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let tries = 0;
      const feed = contentFeed({
        async connect() {
          tries += 1;
          if (tries === 1) throw new Error('connection refused');
          return async () => undefined;
        },
        retryMs: 500,
      });
      feed.subscribe(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(feed.live).toBe(false);
      expect(error).toHaveBeenCalledWith('[content changes] could not listen: connection refused');
      await vi.advanceTimersByTimeAsync(500);
      expect(tries).toBe(2);
      expect(feed.live).toBe(true);
      await feed.close();
    } finally {
      error.mockRestore();
      vi.useRealTimers();
    }
  });

  it('settles by reading the versions: a change committed but not yet announced here is announced, once, before it answers', async () => {
    let versions = new Map([
      [1, 4],
      [0, 2],
    ]);
    let reads = 0;
    let send: (payload: string) => void = () => undefined;
    const feed = contentFeed({
      async connect(onPayload) {
        send = onPayload;
        return async () => undefined;
      },
      async readVersions() {
        reads += 1;
        return versions;
      },
    });
    const seen: ContentChange[] = [];
    feed.subscribe((change) => seen.push(change));
    await vi.waitFor(() => expect(feed.live).toBe(true));
    // The versions at the start are the baseline: nothing to announce.
    seen.length = 0;
    expect(await feed.settle()).toBe(true);
    expect(seen).toEqual([]);
    send('pages:1:5');
    versions = new Map([
      [1, 6],
      [0, 2],
    ]);
    // Callers during a read share the next one.
    const [a, b, c] = [feed.settle(), feed.settle(), feed.settle()];
    expect(await Promise.all([a, b, c])).toEqual([true, true, true]);
    expect(seen).toEqual([
      { table: 'pages', websiteId: 1 },
      { table: '*', websiteId: 1 },
    ]);
    expect(reads).toBeLessThanOrEqual(4);
    // The late notice itself changes nothing more than a drop.
    send('pages:1:6');
    expect(await feed.settle()).toBe(true);
    expect(seen).toHaveLength(3);
    await feed.close();
  });

  it('cannot settle while the database does not answer', async () => {
    let fail = false;
    const feed = contentFeed({
      connect: async () => async () => undefined,
      async readVersions() {
        if (fail) throw new Error('down');
        return new Map();
      },
    });
    feed.subscribe(() => undefined);
    await vi.waitFor(() => expect(feed.live).toBe(true));
    fail = true;
    expect(await feed.settle()).toBe(false);
    await feed.close();
  });
});
