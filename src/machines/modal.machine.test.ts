import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { modalMachine } from './modal.machine';

describe('modal machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after a short delay and closes after about 300 ms', () => {
    const actor = createActor(modalMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(50);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('can be closed while opening and reopened while closing', () => {
    const actor = createActor(modalMachine).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    vi.advanceTimersByTime(50);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('ignores events that do not apply', () => {
    const actor = createActor(modalMachine).start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
