import { assign, fromPromise, setup } from 'xstate';

/** The client check of a pincode: digits only, at least 6 of them. */
export function pincodeProblem(text: string): string | null {
  return /^\d{6,}$/.test(text.trim()) ? null : 'Please enter a valid pincode';
}

export interface PincodeContext {
  pincode: string;
  error: string | null;
}

/**
 * "Change Location": a pincode is checked on the client, then by the server (`check` actor); a
 * serviceable one is stored by the server and handed to the app (`accepted` action: issue 35 has the page
 * follow it without the full reload of spec section 4); otherwise the server's message is shown and the
 * shopper can try again.
 */
export const pincodeMachine = setup({
  types: {
    context: {} as PincodeContext,
    events: {} as { type: 'SUBMIT'; pincode: string },
  },
  actors: {
    check: fromPromise<unknown, string>(async () => {
      throw new Error('check is provided by the app');
    }),
  },
  actions: {
    // Injected: the app takes the accepted pincode.
    accepted: (_, _params: { pincode: string }) => undefined,
    // Injected: the server's text for a failed check.
    describeFailure: assign((_, _params: { error: unknown }) => ({})),
  },
  guards: {
    invalid: ({ event }) => pincodeProblem(event.pincode) !== null,
  },
}).createMachine({
  id: 'pincode',
  context: { pincode: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'invalid', actions: assign(({ event }) => ({ pincode: event.pincode, error: pincodeProblem(event.pincode) })) },
          { target: 'checking', actions: assign(({ event }) => ({ pincode: event.pincode.trim(), error: null })) },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => context.pincode,
        onDone: { target: 'saved', actions: { type: 'accepted', params: ({ context }) => ({ pincode: context.pincode }) } },
        onError: { target: 'editing', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final' },
  },
});
