import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine, type Toast } from './toast.machine';

const toast = (id: string, duration = 5000, type: Toast['type'] = 'info'): Toast => ({ id, type, message: `Message ${id}`, duration });
const ids = (actor: ReturnType<typeof createActor<typeof toastMachine>>) => actor.getSnapshot().context.toasts.map((t) => t.id);

describe('toast machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stacks toasts and removes each after its own duration (5000 ms by default)', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'SHOW', toast: toast('a') });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'SHOW', toast: toast('b', 1000, 'error') });
    expect(ids(actor)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    expect(ids(actor)).toEqual(['a']);
    vi.advanceTimersByTime(1999);
    expect(ids(actor)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ids(actor)).toEqual([]);
  });

  it('dismisses at once and cancels the timer', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'SHOW', toast: toast('a') });
    actor.send({ type: 'DISMISS', id: 'a' });
    expect(ids(actor)).toEqual([]);
    actor.send({ type: 'SHOW', toast: toast('a', 0) });
    vi.advanceTimersByTime(60_000);
    expect(ids(actor)).toEqual(['a']);
  });

  it('ignores dismissing an unknown toast', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'DISMISS', id: 'nope' });
    expect(ids(actor)).toEqual([]);
  });
});
