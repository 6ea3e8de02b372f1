import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Confirmation, PayOptions, StartedPayment } from '../../contract/payment';
import type { GatewayOutcome } from './gateway-outcome';
import { DISMISSED, NO_ANSWER, PAYMENT_CALL_LIMIT_MS, paymentMachine, type PaymentEvent, type PaymentInput } from './payment.machine';

const options: PayOptions = {
  provider: 'razorpay',
  script: '/s/test-gateway/razorpay/checkout.js',
  test_mode: true,
  key: 'rzp_test',
  order_id: 'order_1',
  amount: 12000,
  currency: 'INR',
  name: 'FreshKart',
  description: 'Order FR000009',
  prefill: { name: 'A', contact: '9876543210', email: '' },
  theme: { color: '#0b6e35' },
};
const started = (paid = false): StartedPayment => ({
  order: { order_id: 9, ordernumber: 'FR000009', total: 120, paid, pay_by: null },
  options: paid ? null : options,
});
const confirmed = (paid: boolean): Confirmation => ({
  paid,
  ordernumber: 'FR000009',
  provider: 'razorpay',
  ...(paid ? {} : { message: 'Not paid yet.' }),
});

function run(
  outcomes: GatewayOutcome[],
  confirmations: Confirmation[],
  input: PaymentInput = { orderId: 9, provider: 'razorpay', start: 'pay' },
  paidAlready = false,
  clock?: SimulatedClock,
  answers: { start?: () => Promise<StartedPayment>; confirm?: () => Promise<Confirmation> } = {},
) {
  const spies = {
    start: vi.fn(answers.start ?? (async () => started(paidAlready))),
    open: vi.fn(async (_: PayOptions) => outcomes.shift() ?? { outcome: 'dismissed' as const }),
    confirm: vi.fn(
      answers.confirm ?? (async (_: { orderId: number; proof: Record<string, string> }) => confirmations.shift() ?? confirmed(false)),
    ),
    done: vi.fn(),
  };
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        startPayment: fromPromise(spies.start),
        openGateway: fromPromise(({ input: payOptions }) => spies.open(payOptions)),
        confirmPayment: fromPromise(({ input: proof }) => spies.confirm(proof)),
      },
      actions: {
        paymentDone: (_, params) => spies.done(params.ordernumber),
        describeFailure: assign((_, params: { error: unknown }) => ({ error: (params.error as Error).message })),
      },
    }),
    { input, ...(clock ? { clock } : {}) },
  );
  actor.start();
  return { actor, ...spies };
}

describe('payment machine', () => {
  it('opens the gateway, has the server confirm its hand-back, then is done', async () => {
    const proof = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'f'.repeat(64) };
    const { actor, confirm, done } = run([{ outcome: 'paid', proof }], [confirmed(true)]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(confirm).toHaveBeenCalledWith({ orderId: 9, proof });
    expect(done).toHaveBeenCalledWith('FR000009');
  });

  it('goes to the retry state on failure or dismissal, and a retry pays the same order', async () => {
    const { actor, start, done } = run(
      [{ outcome: 'failed', message: 'Card declined' }, { outcome: 'dismissed' }, { outcome: 'paid', proof: { a: 'b' } }],
      [confirmed(true)],
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Card declined');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error === DISMISSED);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(start).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('on the return page asks the server first, learns the gateway, and retries through it', async () => {
    const { actor, start, open } = run([{ outcome: 'redirecting' }], [confirmed(false)], { orderId: 9, provider: null, start: 'confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ provider: 'razorpay', error: 'Not paid yet.', ordernumber: 'FR000009' });
    expect(start).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(open).toHaveBeenCalledWith(options);
  });

  it('tells the shopper and offers a retry when the store does not answer the payment start in time', async () => {
    const clock = new SimulatedClock();
    const never = () => new Promise<StartedPayment>(() => undefined);
    const answers = [never, async () => started()];
    const { actor, start, open } = run([{ outcome: 'dismissed' }], [], undefined, false, clock, { start: () => answers.shift()!() });
    clock.increment(PAYMENT_CALL_LIMIT_MS - 1);
    expect(actor.getSnapshot().value).toBe('preparing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(NO_ANSWER);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error === DISMISSED);
    expect(start).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a confirmation in time too, and asks the server again on retry', async () => {
    const clock = new SimulatedClock();
    const never = () => new Promise<Confirmation>(() => undefined);
    const { actor, confirm } = run([], [], { orderId: 9, provider: null, start: 'confirm' }, false, clock, { confirm: never });
    clock.increment(PAYMENT_CALL_LIMIT_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(NO_ANSWER);
    // The gateway is still unknown: a retry asks the server again rather than opening one.
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('an order paid already skips the gateway', async () => {
    const { actor, open, done } = run([], [], undefined, true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(done).toHaveBeenCalledWith('FR000009');
    expect(open).not.toHaveBeenCalled();
  });

  it('never reaches paid on the gateway’s word alone, and every failure can be retried (model-based)', () => {
    const events = [
      { type: 'RETRY' },
      { type: 'xstate.done.actor.startPayment', output: started() },
      { type: 'xstate.done.actor.startPayment', output: started(true) },
      { type: 'xstate.error.actor.startPayment', error: new Error('offline') },
      { type: 'xstate.done.actor.openGateway', output: { outcome: 'paid', proof: { p: '1' } } },
      { type: 'xstate.done.actor.openGateway', output: { outcome: 'failed', message: 'declined' } },
      { type: 'xstate.done.actor.openGateway', output: { outcome: 'dismissed' } },
      { type: 'xstate.done.actor.openGateway', output: { outcome: 'redirecting' } },
      { type: 'xstate.error.actor.openGateway', error: new Error('script failed') },
      { type: 'xstate.done.actor.confirmPayment', output: confirmed(true) },
      { type: 'xstate.done.actor.confirmPayment', output: confirmed(false) },
      { type: 'xstate.error.actor.confirmPayment', error: new Error('400') },
      { type: 'xstate.after.callLimit.payment.preparing' },
      { type: 'xstate.after.callLimit.payment.confirming' },
    ] as unknown as PaymentEvent[];
    for (const input of [
      { orderId: 1, provider: 'razorpay', start: 'pay' },
      { orderId: 1, provider: null, start: 'confirm' },
    ] as PaymentInput[]) {
      const paths = getShortestPaths(paymentMachine, { input, events });
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect([...reached]).toEqual(expect.arrayContaining(['"paid"', '"failed"']));
      for (const path of paths) {
        const last = path.steps.at(-1)?.event as { type: string; output?: { paid?: boolean; order?: { paid: boolean } } } | undefined;
        if (path.state.value === 'paid') {
          const serverSaidPaid = last?.type === 'xstate.done.actor.confirmPayment' ? last.output?.paid : last?.output?.order?.paid;
          expect(serverSaidPaid, path.steps.map((s) => s.event.type).join(' → ')).toBe(true);
        }
        if (path.state.value === 'failed') {
          expect(path.state.can({ type: 'RETRY' })).toBe(true);
        }
      }
    }
  });
});
