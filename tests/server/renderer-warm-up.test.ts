import { describe, expect, it } from 'vitest';
import { registry } from '../../registry';
import { loadedComponentCode } from '../../src/engine/component-code';
import { serverRenderer } from '../../src/entry-server';

// Issue 33: a first page that had to load its components' code passed the server's render time limit
// on a busy machine and went out without markup. The server now has the renderer load it at start.
describe('the server renderer before its first page', () => {
  it('loads the code of every component type, so no page waits for it', async () => {
    const entries = [...new Set(registry.values())];
    const loadedNames = () => entries.filter((entry) => loadedComponentCode(entry)).map((entry) => entry.name);
    expect(loadedNames()).toEqual([]);
    await serverRenderer.warmUp();
    expect(loadedNames()).toEqual(entries.map((entry) => entry.name));
  });
});
