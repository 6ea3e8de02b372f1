import { setup } from 'xstate';

/** Pause between opening and showing the content (lets the backdrop appear first). */
export const MODAL_OPEN_DELAY_MS = 50;
/** Pause on closing, for the fade-out. */
export const MODAL_CLOSE_DELAY_MS = 300;

/** A modal's life: closed → opening → open → closing → closed. */
export const modalMachine = setup({
  types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' } },
  delays: { openDelay: MODAL_OPEN_DELAY_MS, closeDelay: MODAL_CLOSE_DELAY_MS },
}).createMachine({
  id: 'modal',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'opening' } },
    opening: { after: { openDelay: 'open' }, on: { CLOSE: 'closed' } },
    open: { on: { CLOSE: 'closing' } },
    closing: { after: { closeDelay: 'closed' }, on: { OPEN: 'open' } },
  },
});
