import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from '../../contract/screen-modules';
import { screenLoaders } from './screens';

// The server lists a screen's chunk by contract/screen-modules.ts; the browser loads it by screens.ts.
describe('screen modules', () => {
  it('name, for every screen id, the module its loader loads', async () => {
    expect(Object.keys(SCREEN_MODULES).sort()).toEqual(Object.keys(screenLoaders).sort());
    for (const [id, load] of Object.entries(screenLoaders)) {
      const path = SCREEN_MODULES[id as keyof typeof SCREEN_MODULES];
      expect(await load(), id).toBe(await import(/* @vite-ignore */ `/${path}`));
    }
  });
});
