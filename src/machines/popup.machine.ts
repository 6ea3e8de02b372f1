import { assign, setup } from 'xstate';

/** Milliseconds after load before the popup shows. */
export const POPUP_DELAY_MS = 5000;
/** Seconds the popup stays when the store sets no duration. */
export const DEFAULT_POPUP_SECONDS = 5;

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
 * it remembers the image through the injected `remember` action and never shows it again.
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
  },
  delays: {
    showAfter: POPUP_DELAY_MS,
    visibleFor: ({ context }) => Math.max(1, context.duration || DEFAULT_POPUP_SECONDS) * 1000,
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
      after: { showAfter: 'visible' },
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
