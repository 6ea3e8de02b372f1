import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './after-first-paint';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver stand-in whose paint entries the test delivers. */
function fakeObserver() {
  const observers: { listener: Listener; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { listener: Listener; disconnected: boolean };
    constructor(listener: Listener) {
      this.entry = { listener, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const o of observers) if (!o.disconnected) o.listener({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
    observers,
  };
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, not the first paint, and stops observing', async () => {
    vi.useFakeTimers();
    const browser = fakeObserver();
    let done = false;
    void afterFirstContentfulPaint(3000).then(() => {
      done = true;
    });
    browser.paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    browser.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(browser.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('gives up waiting after its limit (a page that never paints, a tab in the background)', async () => {
    vi.useFakeTimers();
    fakeObserver();
    let done = false;
    void afterFirstContentfulPaint(3000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('does not wait where paint timing is not available', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    await expect(afterFirstContentfulPaint(60_000)).resolves.toBeUndefined();
  });
});
