import { assign, setup } from 'xstate';

/** Milliseconds after load before the popup shows. */
export const POPUP_DELAY_MS = 5000;
/** Seconds the popup stays when the store sets no duration. */
export const DEFAULT_POPUP_SECONDS = 5;
/** While another overlay is up, how often the popup looks again. */
export const POPUP_RECHECK_MS = 1000;

export interface PopupInput {
  /** Image of the popup; also the key under which "seen once" is remembered. */
  image: string;
  /** Seconds the popup stays up. */
  duration: number;
  /** Show only once per browser. */
  once: boolean;
  /** Whether this image was already seen (read from storage by the caller). */
  seen: boolean;
}

/**
 * The popup banner: waits 5 s, shows for its duration (or until closed), then is done. With `once`
 * it remembers the image through the injected `remember` action and never shows it again. It never
 * opens over another overlay (the injected `screenBusy`: a drawer, a modal, the consent banner): it
 * waits until the screen is free.
 */
export const popupMachine = setup({
  types: {
    input: {} as PopupInput,
    context: {} as PopupInput,
    events: {} as { type: 'CLOSE' },
  },
  actions: {
    // Injected with provide(): persists "seen" (localStorage in the app).
    remember: () => undefined,
  },
  guards: {
    alreadySeen: ({ context }) => context.once && context.seen,
    // Injected with provide(): whether another overlay is on screen.
    screenBusy: () => false,
  },
  delays: {
    showAfter: POPUP_DELAY_MS,
    visibleFor: ({ context }) => Math.max(1, context.duration || DEFAULT_POPUP_SECONDS) * 1000,
    recheck: POPUP_RECHECK_MS,
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'alreadySeen', target: 'done' }, { target: 'waiting' }],
    },
    waiting: {
      after: { showAfter: 'ready' },
      on: { CLOSE: 'done' },
    },
    ready: {
      always: [{ guard: 'screenBusy', target: 'held' }, { target: 'visible' }],
    },
    held: {
      after: { recheck: 'ready' },
      on: { CLOSE: 'done' },
    },
    visible: {
      entry: [assign({ seen: true }), { type: 'remember' }],
      after: { visibleFor: 'done' },
      on: { CLOSE: 'done' },
    },
    done: { type: 'final' },
  },
});
