import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/http-client';
import { withEarlyReads } from './early-reads';
import { firstReads } from './editor-api';

/** A client whose GETs answer `{path, call}` (the nth GET made), or fail for paths in `failing`. */
function countingClient(failing: readonly string[] = []) {
  let calls = 0;
  const get = vi.fn(async (path: string) => {
    calls += 1;
    if (failing.includes(path)) throw new Error(`${path} failed`);
    return { path, call: calls };
  });
  const api: ApiClient = { get: get as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn() };
  return { api, get };
}

describe('withEarlyReads', () => {
  it('asks for every first read at once, before anyone reads, and answers each first read with it', async () => {
    const { api, get } = countingClient();
    const early = withEarlyReads(api, firstReads('/diwali sale'));
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/api/init', '/api/builder/page?path=%2Fdiwali%20sale', '/api/builder/settings']);
    await expect(early.get('/api/builder/settings')).resolves.toEqual({ path: '/api/builder/settings', call: 3 });
    await expect(early.get('/api/init')).resolves.toEqual({ path: '/api/init', call: 1 });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('asks again for a second read, a read with a query or a signal, and a read past ten seconds', async () => {
    const { api, get } = countingClient();
    let now = 0;
    const early = withEarlyReads(api, ['/api/init', '/api/builder/settings', '/api/builder/pages'], () => now);
    await early.get('/api/init');
    await expect(early.get('/api/init')).resolves.toEqual({ path: '/api/init', call: 4 });
    await expect(early.get('/api/builder/pages', { q: 'x' })).resolves.toMatchObject({ call: 5 });
    now = 10_001;
    await expect(early.get('/api/builder/settings')).resolves.toMatchObject({ call: 6 });
    expect(get).toHaveBeenCalledTimes(6);
  });

  it('gives a failed early read to its reader, and an early read nobody reads fails quietly', async () => {
    const { api } = countingClient(['/api/builder/page?path=%2F', '/api/builder/settings']);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const early = withEarlyReads(api, firstReads('/'));
      await expect(early.get('/api/builder/page?path=%2F')).rejects.toThrow('failed');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('leaves writes to the client', async () => {
    const { api } = countingClient();
    const early = withEarlyReads(api, []);
    await early.post('/api/builder/publish', { version: 1 });
    expect(api.post).toHaveBeenCalledWith('/api/builder/publish', { version: 1 });
  });
});
