import { assign, fromPromise, setup } from 'xstate';
import type { Confirmation, PayOptions, StartedPayment } from '../../contract/payment';
import type { GatewayOutcome } from './gateway-outcome';

export interface PaymentInput {
  orderId: number;
  /** The gateway from the address (/checkout/{provider}/{id}); null on the return page, which learns it. */
  provider: string | null;
  /** `pay` opens the gateway; `confirm` checks a return from it (/checkout/confirm/{id}). */
  start: 'pay' | 'confirm';
}

export interface PaymentContext extends PaymentInput {
  options: PayOptions | null;
  proof: Record<string, string>;
  ordernumber: string | null;
  /** The order's total in rupees, once the server has said it. */
  total: number | null;
  /** Until when the order can be paid (ISO time), when the store says. */
  payBy: string | null;
  error: string | null;
}

export type PaymentEvent = { type: 'RETRY' };

/** Said when the shopper closes the gateway's window. */
export const DISMISSED = 'You closed the payment window before paying.';

/**
 * How long the store may take to start or to confirm a payment before the shopper is told and offered a
 * retry: a call the network lost can otherwise keep the page on its spinner for minutes.
 */
export const PAYMENT_CALL_LIMIT_MS = 20_000;

/** Said when the store did not answer within PAYMENT_CALL_LIMIT_MS. */
export const NO_ANSWER = 'The store took too long to answer. Check your connection and try again.';

/**
 * Paying an online order: fetch the gateway's options, open its checkout, have the server confirm
 * what it hands back. Failure, dismissal, a lost connection or a store that does not answer within
 * PAYMENT_CALL_LIMIT_MS end in `failed`, from which RETRY starts again on the same order (it stays payable). I/O is injected: `startPayment`, `openGateway`,
 * `confirmPayment`, and the `paymentDone` / `describeFailure` actions.
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    startPayment: fromPromise<StartedPayment, { orderId: number; provider: string }>(async () => {
      throw new Error('startPayment is provided by the app');
    }),
    openGateway: fromPromise<GatewayOutcome, PayOptions>(async () => {
      throw new Error('openGateway is provided by the app');
    }),
    confirmPayment: fromPromise<Confirmation, { orderId: number; proof: Record<string, string> }>(async () => {
      throw new Error('confirmPayment is provided by the app');
    }),
  },
  actions: {
    paymentDone: (_, _params: { ordernumber: string }) => undefined,
    // Injected: the readable text of a failed call.
    describeFailure: assign((_, _params: { error: unknown }) => ({})),
  },
  delays: { callLimit: PAYMENT_CALL_LIMIT_MS },
  guards: {
    confirmFirst: ({ context }) => context.start === 'confirm',
    providerKnown: ({ context }) => context.provider !== null,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ ...input, options: null, proof: {}, ordernumber: null, total: null, payBy: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'confirmFirst', target: 'confirming' }, { target: 'preparing' }],
    },
    preparing: {
      entry: assign({ error: null, proof: {} }),
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ orderId: context.orderId, provider: context.provider as string }),
        onDone: [
          {
            guard: ({ event }) => event.output.order.paid,
            target: 'paid',
            actions: assign({ ordernumber: ({ event }) => event.output.order.ordernumber }),
          },
          {
            guard: ({ event }) => event.output.options !== null,
            target: 'opening',
            actions: assign({
              options: ({ event }) => event.output.options,
              ordernumber: ({ event }) => event.output.order.ordernumber,
              total: ({ event }) => event.output.order.total,
              payBy: ({ event }) => event.output.order.pay_by,
            }),
          },
          { target: 'failed', actions: assign({ error: 'This order cannot be paid online.' }) },
        ],
        onError: { target: 'failed', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      after: { callLimit: { target: 'failed', actions: assign({ error: NO_ANSWER }) } },
    },
    opening: {
      invoke: {
        id: 'openGateway',
        src: 'openGateway',
        input: ({ context }) => context.options as PayOptions,
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'paid',
            target: 'confirming',
            actions: assign({ proof: ({ event }) => (event.output.outcome === 'paid' ? event.output.proof : {}) }),
          },
          { guard: ({ event }) => event.output.outcome === 'redirecting', target: 'redirecting' },
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.output.outcome === 'failed' ? event.output.message : null) }),
          },
          { target: 'failed', actions: assign({ error: DISMISSED }) },
        ],
        onError: { target: 'failed', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      entry: assign({ error: null }),
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ orderId: context.orderId, proof: context.proof }),
        onDone: [
          {
            guard: ({ event }) => event.output.paid,
            target: 'paid',
            actions: assign({ ordernumber: ({ event }) => event.output.ordernumber }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => event.output.message ?? 'The payment did not go through. You can try again.',
              provider: ({ event }) => event.output.provider,
              ordernumber: ({ event }) => event.output.ordernumber,
            }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // A confirmation given up on is asked again on RETRY: the server's answer, not this page's, settles the order.
      after: { callLimit: { target: 'failed', actions: assign({ error: NO_ANSWER }) } },
    },
    // The gateway took the page away; it comes back to /checkout/confirm/{id}.
    redirecting: {},
    failed: {
      on: {
        RETRY: [{ guard: 'providerKnown', target: 'preparing' }, { target: 'confirming' }],
      },
    },
    paid: {
      type: 'final',
      entry: { type: 'paymentDone', params: ({ context }) => ({ ordernumber: context.ordernumber as string }) },
    },
  },
});
