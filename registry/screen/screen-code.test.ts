import { describe, expect, it, vi } from 'vitest';
import { screenLoaders } from '../../src/features/screens';
import { loadScreenOf, screenFor } from './screen-code';

describe('screen code', () => {
  it('loads the screen a screen component names, once: its component then renders without suspending (src/ui/lazy/preloadable.ts)', async () => {
    const load = vi.spyOn(screenLoaders, 'logout');
    await loadScreenOf({ screen: 'logout' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screenFor('logout').load()).toBe((await import('../../src/features/auth/LogoutScreen')).default);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screenFor('logout')).toBe(screenFor('logout'));
  });

  it('loads nothing for data that names no known screen, and does not throw', async () => {
    for (const data of [
      undefined,
      null,
      'product',
      {},
      { screen: 7 },
      { screen: 'toString' },
      { screen: '__proto__' },
      { screen: 'x'.repeat(10_000) },
    ]) {
      await expect(loadScreenOf(data)).resolves.toBeUndefined();
    }
  });
});
