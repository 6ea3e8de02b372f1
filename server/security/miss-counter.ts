/**
 * Counts misses (answers of "no such thing") per key in fixed windows: `over(key)` counts one and says
 * whether the key has passed `max` in the current window. Kept in memory, one window at a time, so a
 * flood of new keys is forgotten when the window turns.
 */
export function missCounter(max: number, windowMs = 60_000, now: () => number = Date.now): { over(key: string): boolean } {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    over(key) {
      if (now() - windowStart >= windowMs) {
        windowStart = now();
        counts = new Map();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n > max;
    },
  };
}
