import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart } from '../api/contracts/entities';
import { applyChanges, type CartChange, cartMachine, type CartEvent } from './cart.machine';

const empty: Cart = { items: [], quantity: 0, amount: 0, discount: 0, delivery_charge: 0, total: 0, coupon: null, message: null, deliveryMessage: null, weights: 0, external_shipping: false };
const item = (packId: number) => ({ pack_id: packId, product_id: packId * 10, product_name: `Product ${packId}`, slug: `p-${packId}`, pack_name: '1 kg', image: '', price: 90, act_price: 100 });
const serverCart = (lines: [number, number][]): Cart => ({
  ...empty,
  items: lines.map(([packId, quantity]) => ({ ...item(packId), quantity, message: null })),
  quantity: lines.reduce((n, [, q]) => n + q, 0),
  amount: lines.reduce((n, [, q]) => n + 100 * q, 0),
  discount: lines.reduce((n, [, q]) => n + 10 * q, 0),
  total: lines.reduce((n, [, q]) => n + 90 * q, 0),
});
const set = (packId: number, quantity: number): CartEvent => ({ type: 'SET_QUANTITY', change: { packId, quantity, item: item(packId) } });

/** A fake server holding the cart; each answer waits until the test releases it. */
function fakeServer() {
  const lines = new Map<number, number>();
  const sent: CartChange[] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const sendChange = fromPromise<Cart, CartChange>(({ input }) => new Promise((resolve, reject) => {
    sent.push(input);
    pending.push({
      resolve: () => {
        if (input.quantity === 0) lines.delete(input.packId);
        else lines.set(input.packId, input.quantity);
        resolve(serverCart([...lines]));
      },
      reject,
    });
  }));
  const release = async (fail = false) => {
    const next = pending.shift();
    if (!next) throw new Error('nothing in flight');
    if (fail) next.reject(new Error('Only 2 left'));
    else next.resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { sendChange, sent, release, lines };
}

function start(server: ReturnType<typeof fakeServer>, reportFailure = vi.fn()) {
  const actor = createActor(cartMachine.provide({
    actors: { sendChange: server.sendChange, loadCart: fromPromise(async () => serverCart([[7, 1]])) },
    actions: { reportFailure: (_, params) => reportFailure(params.error) },
  }), { input: { cart: empty } });
  actor.start();
  return { actor, reportFailure };
}

describe('cart machine', () => {
  it('shows a change at once and then takes the server’s cart wholesale', async () => {
    const server = fakeServer();
    const { actor } = start(server);
    actor.send(set(1, 1));
    expect(actor.getSnapshot().context.cart).toMatchObject({ quantity: 1, total: 90, items: [{ pack_id: 1, quantity: 1 }] });
    await server.release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.confirmed).toEqual(serverCart([[1, 1]]));
    expect(actor.getSnapshot().context.cart).toEqual(serverCart([[1, 1]]));
  });

  it('sends one change at a time in order, folding fast clicks on one pack into the latest', async () => {
    const server = fakeServer();
    const { actor } = start(server);
    actor.send(set(1, 1));
    actor.send(set(1, 2));
    actor.send(set(2, 1));
    actor.send(set(1, 3));
    expect(server.sent).toHaveLength(1);
    expect(actor.getSnapshot().context.cart.quantity).toBe(4);
    await server.release();
    expect(server.sent.map((c) => [c.packId, c.quantity])).toEqual([[1, 1], [1, 3]]);
    await server.release();
    await server.release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(server.sent.map((c) => [c.packId, c.quantity])).toEqual([[1, 1], [1, 3], [2, 1]]);
    expect(actor.getSnapshot().context.cart).toEqual(serverCart([[1, 3], [2, 1]]));
  });

  it('rolls a refused change back, reports it, and still sends the changes queued after it', async () => {
    const server = fakeServer();
    const { actor, reportFailure } = start(server);
    actor.send(set(1, 5));
    actor.send(set(2, 1));
    await server.release(true);
    expect(reportFailure).toHaveBeenCalledWith(new Error('Only 2 left'));
    expect(actor.getSnapshot().context.cart.items.map((i) => i.pack_id)).toEqual([2]);
    await server.release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.cart).toEqual(serverCart([[2, 1]]));
  });

  it('loads the cart on REFRESH and takes a cart answered elsewhere (coupon, pincode)', async () => {
    const { actor } = start(fakeServer());
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.cart).toEqual(serverCart([[7, 1]]));
    actor.send({ type: 'SERVER_CART', cart: { ...serverCart([[7, 1]]), coupon: 'WELCOME10' } });
    expect(actor.getSnapshot().context.cart.coupon).toBe('WELCOME10');
  });

  it('removing the last of a pack takes it out of the cart at once', () => {
    expect(applyChanges(serverCart([[1, 2], [2, 1]]), [{ packId: 1, quantity: 0 }])).toMatchObject({ quantity: 1, items: [{ pack_id: 2 }] });
    expect(applyChanges(empty, [{ packId: 9, quantity: 2 }])).toEqual(empty);
  });

  it('keeps its invariants on every path the model reaches (model-based)', () => {
    const answers: CartEvent[] = [
      { type: 'xstate.done.actor.sendChange', output: serverCart([[1, 1]]) } as unknown as CartEvent,
      { type: 'xstate.error.actor.sendChange', error: new Error('refused') } as unknown as CartEvent,
      { type: 'xstate.done.actor.loadCart', output: serverCart([[2, 2]]) } as unknown as CartEvent,
      { type: 'xstate.error.actor.loadCart', error: new Error('offline') } as unknown as CartEvent,
    ];
    const paths = getShortestPaths(cartMachine, {
      input: { cart: empty },
      events: [set(1, 1), set(1, 0), set(2, 3), { type: 'REFRESH' }, { type: 'SERVER_CART', cart: serverCart([[3, 1]]) }, ...answers],
      stopWhen: (snapshot) => snapshot.context.queue.length > 3,
    });
    expect(paths.length).toBeGreaterThan(20);
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(['idle', 'loading', 'syncing']);
    for (const path of paths) {
      const { value, context } = path.state;
      expect(context.cart, JSON.stringify(path.steps.map((s) => s.event.type))).toEqual(applyChanges(context.confirmed, context.queue));
      if (value === 'idle') expect(context.queue).toEqual([]);
      if (value === 'syncing') expect(context.queue.length).toBeGreaterThan(0);
      expect(new Set(context.queue.map((c) => c.packId)).size).toBeGreaterThanOrEqual(context.queue.length - 1);
    }
  });
});
