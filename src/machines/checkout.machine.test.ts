import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type CheckoutEvent, type OrderRequest } from './checkout.machine';

function start(place: (request: OrderRequest) => Promise<{ ordernumber: string }>, key = '') {
  let keys = 0;
  const spies = { remember: vi.fn(), forget: vi.fn(), placed: vi.fn(), place: vi.fn(place) };
  const actor = createActor(
    checkoutMachine.provide({
      actors: { placeOrder: fromPromise<{ ordernumber: string }, OrderRequest>(({ input }) => spies.place(input)) },
      actions: {
        renewKey: assign({ key: () => `key-${++keys}` }),
        rememberKey: ({ context }) => spies.remember(context.key),
        forgetKey: spies.forget,
        orderPlaced: (_, params) => spies.placed(params.ordernumber),
        describeFailure: assign((_, params: { error: unknown }) => ({ error: (params.error as Error).message })),
      },
    }),
    { input: { key, cartSignature: 'cart-1' } },
  );
  actor.start();
  return { actor, ...spies };
}

describe('checkout machine', () => {
  it('submits only with an address and a payment method, then places the order once', async () => {
    const { actor, place, placed, forget } = start(async () => ({ ordernumber: 'FR000001' }));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SELECT_ADDRESS', id: 4 });
    actor.send({ type: 'SUBMIT' });
    expect(place).not.toHaveBeenCalled();
    actor.send({ type: 'SELECT_PAYMENT', method: 'cod' });
    actor.send({ type: 'SET_OFFERCODE', code: ' welcome10 ' });
    actor.send({ type: 'SET_NOTE', note: 'Ring twice' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(place).toHaveBeenCalledTimes(1);
    expect(place).toHaveBeenCalledWith({ address_id: 4, payment: 'cod', offercode: 'welcome10', note: 'Ring twice', key: 'key-1' });
    expect(placed).toHaveBeenCalledWith('FR000001');
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('reuses a remembered key, keeps it for a retry after a failure, and renews it when the cart changes', async () => {
    let fail = true;
    const { actor, place, remember } = start(async () => {
      if (fail) throw new Error('Only 0 of Atta (5 kg) left.');
      return { ordernumber: 'FR000002' };
    }, 'remembered');
    expect(remember).not.toHaveBeenCalled();
    actor.send({ type: 'SELECT_ADDRESS', id: 1 });
    actor.send({ type: 'SELECT_PAYMENT', method: 'cod' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Only 0 of Atta (5 kg) left.');
    actor.send({ type: 'CART_CHANGED', signature: 'cart-1' });
    expect(actor.getSnapshot().context.key).toBe('remembered');
    actor.send({ type: 'CART_CHANGED', signature: 'cart-2' });
    expect(actor.getSnapshot().context.key).toBe('key-1');
    expect(remember).toHaveBeenCalledWith('key-1');
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(place.mock.calls.map(([r]) => r.key)).toEqual(['remembered', 'key-1']);
  });

  it('never submits without an address and a payment method on any path (model-based)', () => {
    const events: CheckoutEvent[] = [
      { type: 'SELECT_ADDRESS', id: 1 },
      { type: 'SELECT_PAYMENT', method: 'cod' },
      { type: 'SUBMIT' },
      { type: 'CART_CHANGED', signature: 'cart-2' },
    ];
    const paths = getShortestPaths(checkoutMachine, { input: { key: 'k', cartSignature: 'cart-1' }, events });
    expect(paths.some((p) => p.state.value === 'submitting')).toBe(true);
    for (const path of paths) {
      if (path.state.value !== 'submitting') continue;
      expect(path.state.context.addressId).not.toBeNull();
      expect(path.state.context.payment).not.toBeNull();
      const types = path.steps.map((s) => s.event.type);
      expect(types).toContain('SELECT_ADDRESS');
      expect(types).toContain('SELECT_PAYMENT');
    }
  });
});
