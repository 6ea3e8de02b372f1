import { describe, expect, it } from 'vitest';
import { missCounter } from './miss-counter';

describe('misses per key in a window', () => {
  it('says a key is over once it passes the most, others apart, and forgets when the window turns', () => {
    let clock = 0;
    const misses = missCounter(2, 60_000, () => clock);
    expect([misses.over('a'), misses.over('a'), misses.over('a')]).toEqual([false, false, true]);
    expect(misses.over('b')).toBe(false);
    clock = 59_999;
    expect(misses.over('a')).toBe(true);
    clock = 60_000;
    expect([misses.over('a'), misses.over('a'), misses.over('a')]).toEqual([false, false, true]);
  });
});
