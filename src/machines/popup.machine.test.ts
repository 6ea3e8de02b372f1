import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { popupMachine, type PopupInput } from './popup.machine';

const start = (input: Partial<PopupInput> = {}, remember = vi.fn(), screenBusy = () => false) => {
  const actor = createActor(popupMachine.provide({ actions: { remember }, guards: { screenBusy } }), {
    input: { image: '/popup.svg', duration: 5, once: false, seen: false, ...input },
  });
  actor.start();
  return { actor, remember };
};

describe('popup machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 5 s after load and hides after its duration', () => {
    const { actor } = start({ duration: 3 });
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('uses 5 s when the store sets no duration', () => {
    const { actor } = start({ duration: 0 });
    vi.advanceTimersByTime(5000);
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closes at once on CLOSE', () => {
    const { actor } = start();
    vi.advanceTimersByTime(5000);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('with once, remembers the image when shown and never shows a seen image', () => {
    const { actor, remember } = start({ once: true });
    vi.advanceTimersByTime(5000);
    expect(remember).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('visible');
    const again = start({ once: true, seen: true });
    expect(again.actor.getSnapshot().value).toBe('done');
    vi.advanceTimersByTime(60_000);
    expect(again.remember).not.toHaveBeenCalled();
  });

  it('without once, shows even a seen image', () => {
    const { actor } = start({ once: false, seen: true });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('never opens over another overlay: it waits until the screen is free, checking each second (issue 18)', () => {
    let busy = true;
    const { actor, remember } = start({ once: true }, vi.fn(), () => busy);
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('held');
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('held');
    expect(remember).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(remember).toHaveBeenCalledTimes(1);
  });

  it('can be closed while it waits for the screen', () => {
    const { actor } = start({}, vi.fn(), () => true);
    vi.advanceTimersByTime(6000);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('done');
  });
});
