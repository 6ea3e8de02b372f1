import { describe, expect, it, vi } from 'vitest';
import { attachChanges, type ContentChange, type ContentChanges } from '../db/content-changes';
import { contentMemo, settleContent } from './content-memo';

/** A database stand-in with a feed the test drives: its changes, whether it is live, what settle answers. */
function fakeDatabase() {
  const listeners = new Set<(change: ContentChange) => void>();
  const state = { live: true, settles: true, settled: 0 };
  const feed: ContentChanges = {
    get live() {
      return state.live;
    },
    settle: async () => {
      state.settled += 1;
      return state.settles && state.live;
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  const db = {};
  attachChanges(db, feed);
  return { db, state, change: (change: ContentChange) => listeners.forEach((listener) => listener(change)) };
}

describe('a memo of shoppers’ content', () => {
  it('reads from memory once changes have settled, and afresh after any content change', async () => {
    const { db, state, change } = fakeDatabase();
    const memo = contentMemo<string>(60_000, 10);
    const load = vi.fn(async () => `read ${load.mock.calls.length}`);
    const settled = await settleContent(db);
    expect(state.settled).toBe(1);
    expect(await memo(settled, db, 'home', load)).toBe('read 1');
    expect(await memo(settled, db, 'home', load)).toBe('read 1');
    // Any table: a memo cannot know what a page's components read.
    change({ table: 'media_files', websiteId: 7 });
    expect(await memo(settled, db, 'home', load)).toBe('read 2');
    change({ table: '*', websiteId: null });
    expect(await memo(settled, db, 'home', load)).toBe('read 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads afresh without a proof, or with another database’s', async () => {
    const first = fakeDatabase();
    const second = fakeDatabase();
    const memo = contentMemo<number>(60_000, 10);
    let reads = 0;
    const load = async () => ++reads;
    await memo(await settleContent(first.db), first.db, 'k', load);
    expect(await memo(null, first.db, 'k', load)).toBe(2);
    expect(await memo(await settleContent(second.db), first.db, 'k', load)).toBe(3);
    // The proof's own database still has its entry.
    expect(await memo(await settleContent(first.db), first.db, 'k', load)).toBe(1);
  });

  it('gives no proof while changes may go unseen, or for a database without a feed', async () => {
    const { db, state } = fakeDatabase();
    state.live = false;
    expect(await settleContent(db)).toBeNull();
    state.live = true;
    state.settles = false;
    expect(await settleContent(db)).toBeNull();
    expect(await settleContent({})).toBeNull();
  });

  it('does not keep a value whose read began before a change', async () => {
    const { db, change } = fakeDatabase();
    const memo = contentMemo<string>(60_000, 10);
    const settled = await settleContent(db);
    let finish: (value: string) => void = () => undefined;
    const reading = memo(settled, db, 'k', () => new Promise<string>((resolve) => (finish = resolve)));
    change({ table: 'pages', websiteId: 1 });
    finish('before the change');
    expect(await reading).toBe('before the change');
    expect(await memo(settled, db, 'k', async () => 'after the change')).toBe('after the change');
  });
});
