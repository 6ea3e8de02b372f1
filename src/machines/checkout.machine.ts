import { assign, fromPromise, setup } from 'xstate';

/** What the checkout sends to POST /s/api/order/create (prices are the server's business). */
export interface OrderRequest {
  address_id: number;
  payment: string;
  offercode: string | null;
  note: string;
  /** The Idempotency-Key of this attempt. */
  key: string;
}

/** What POST /s/api/order/create answers that the checkout needs: the order, and where to pay it online. */
export interface PlacedOrder {
  ordernumber: string;
  payOptions?: { provider: string; id: number };
}

export interface CheckoutInput {
  /** The key of an earlier attempt on the same cart (sessionStorage), or '' for a fresh one. */
  key: string;
  /** A signature of the cart the key belongs to. */
  cartSignature: string;
}

export interface CheckoutContext extends CheckoutInput {
  addressId: number | null;
  payment: string | null;
  offercode: string;
  note: string;
  error: string | null;
  ordernumber: string | null;
}

export type CheckoutEvent =
  | { type: 'SELECT_ADDRESS'; id: number }
  | { type: 'SELECT_PAYMENT'; method: string }
  | { type: 'SET_OFFERCODE'; code: string }
  | { type: 'SET_NOTE'; note: string }
  | { type: 'CART_CHANGED'; signature: string }
  | { type: 'SUBMIT' };

/**
 * Checkout: choose an address and a payment method (with an offer code and a note), then place the
 * order once. One Idempotency-Key per attempt, kept while the cart stays the same (a reload, a retry
 * after a lost answer or a double click reuse it) and renewed when the cart changes; the server gives
 * exactly one order per key; an online order then goes on to its gateway. I/O is injected: `placeOrder`, and `renewKey` / `rememberKey` /
 * `forgetKey` / `orderPlaced` actions.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, OrderRequest>(async () => {
      throw new Error('placeOrder is provided by the app');
    }),
  },
  actions: {
    // Injected: makes a new key (crypto.randomUUID in the app).
    renewKey: assign({ key: () => '' }),
    rememberKey: () => undefined,
    forgetKey: () => undefined,
    orderPlaced: (_, _params: PlacedOrder) => undefined,
    // Injected: the readable text of a failed order call.
    describeFailure: assign((_, _params: { error: unknown }) => ({})),
  },
  guards: {
    ready: ({ context }) => context.addressId !== null && context.payment !== null,
    newCart: ({ context, event }) => event.type === 'CART_CHANGED' && event.signature !== context.cartSignature,
    needsKey: ({ context }) => context.key === '',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ ...input, addressId: null, payment: null, offercode: '', note: '', error: null, ordernumber: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsKey', target: 'editing', actions: ['renewKey', 'rememberKey'] }, { target: 'editing' }],
    },
    editing: {
      on: {
        SELECT_ADDRESS: { actions: assign({ addressId: ({ event }) => event.id, error: null }) },
        SELECT_PAYMENT: { actions: assign({ payment: ({ event }) => event.method, error: null }) },
        SET_OFFERCODE: { actions: assign({ offercode: ({ event }) => event.code }) },
        SET_NOTE: { actions: assign({ note: ({ event }) => event.note }) },
        CART_CHANGED: { guard: 'newCart', actions: [assign({ cartSignature: ({ event }) => event.signature }), 'renewKey', 'rememberKey'] },
        SUBMIT: { guard: 'ready', target: 'submitting', actions: assign({ error: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          address_id: context.addressId as number,
          payment: context.payment as string,
          offercode: context.offercode.trim() || null,
          note: context.note,
          key: context.key,
        }),
        onDone: {
          target: 'placed',
          actions: [
            assign({ ordernumber: ({ event }) => event.output.ordernumber }),
            'forgetKey',
            { type: 'orderPlaced', params: ({ event }) => event.output },
          ],
        },
        // The key stays: retrying the same order replays the server's answer instead of ordering twice.
        onError: { target: 'editing', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    placed: { type: 'final' },
  },
});
