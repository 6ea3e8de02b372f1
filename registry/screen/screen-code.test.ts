import { describe, expect, it } from 'vitest';
import { screenLoaders } from '../../src/features/screens';
import { loadScreenOf, screenFor } from './screen-code';

describe('screen code', () => {
  it('gives a screen loaded before its first render as its own component, which renders without suspending', async () => {
    await loadScreenOf({ screen: 'details' });
    expect(screenFor('details')).toBe((await screenLoaders.details()).default);
    // The same component on every render: a new one would remount the screen.
    expect(screenFor('details')).toBe(screenFor('details'));
  });

  it('gives a lazy component for a screen not loaded yet', () => {
    expect(screenFor('orders')).not.toBe(undefined);
    expect(screenFor('orders')).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
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
