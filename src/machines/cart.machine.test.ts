import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Cart, EMPTY_CART as empty } from '../../contract/cart';
import { applyOperations, type CartOperation, cartMachine, type CartEvent, lineOf } from './cart.machine';

const item = (packId: number) => ({
  pack_id: packId,
  name: `Product ${packId}`,
  slug: `p-${packId}`,
  pack: '1 kg',
  image: '',
  price: 90,
  act_price: 100,
  warehouse_id: 3,
});
const serverCart = (lines: [number, number][]): Cart => ({
  ...empty,
  items: lines.map(([packId, quantity]) => ({ ...lineOf(item(packId)), quantity, amount: 90 * quantity })),
  quantity: lines.reduce((n, [, q]) => n + q, 0),
  amount: lines.reduce((n, [, q]) => n + 100 * q, 0),
  discount: lines.reduce((n, [, q]) => n + 10 * q, 0),
  total: lines.reduce((n, [, q]) => n + 90 * q, 0),
});
const op = (kind: CartOperation['kind'], packId: number): CartEvent => ({
  type: 'CHANGE',
  operation: { kind, packId, warehouseId: 3, item: item(packId) },
});
const add = (packId: number) => op('add', packId);

/** A fake store server holding the cart; each answer waits until the test releases it. */
function fakeServer() {
  const lines = new Map<number, number>();
  const sent: CartOperation[] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const sendOperation = fromPromise<Cart, CartOperation>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        sent.push(input);
        pending.push({
          resolve: () => {
            const now = lines.get(input.packId) ?? 0;
            const next = input.kind === 'add' ? now + 1 : input.kind === 'removeOne' ? now - 1 : 0;
            if (next <= 0) lines.delete(input.packId);
            else lines.set(input.packId, next);
            resolve(serverCart([...lines]));
          },
          reject,
        });
      }),
  );
  const release = async (fail = false) => {
    const next = pending.shift();
    if (!next) throw new Error('nothing in flight');
    if (fail) next.reject(new Error('Only 2 left'));
    else next.resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { sendOperation, sent, release, lines };
}

function start(server: ReturnType<typeof fakeServer>, reportFailure = vi.fn()) {
  const actor = createActor(
    cartMachine.provide({
      actors: { sendOperation: server.sendOperation, loadCart: fromPromise(async () => serverCart([[7, 1]])) },
      actions: { reportFailure: (_, params) => reportFailure(params.error) },
    }),
    { input: { cart: empty } },
  );
  actor.start();
  return { actor, reportFailure };
}

describe('cart machine', () => {
  it('shows an add at once and then takes the server’s cart wholesale', async () => {
    const server = fakeServer();
    const { actor } = start(server);
    actor.send(add(1));
    expect(actor.getSnapshot().context.cart).toMatchObject({
      quantity: 1,
      total: 90,
      items: [{ pack_id: 1, quantity: 1, amount: 90, name: 'Product 1', pack: '1 kg' }],
    });
    await server.release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.confirmed).toEqual(serverCart([[1, 1]]));
    expect(actor.getSnapshot().context.cart).toEqual(serverCart([[1, 1]]));
  });

  it('sends every operation, one at a time and in order: a fast +, +, + is three adds', async () => {
    const server = fakeServer();
    const { actor } = start(server);
    actor.send(add(1));
    actor.send(add(1));
    actor.send(add(2));
    actor.send(add(1));
    actor.send(op('removeOne', 2));
    expect(server.sent).toHaveLength(1);
    expect(actor.getSnapshot().context.cart.quantity).toBe(3);
    for (let i = 0; i < 5; i += 1) await server.release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(server.sent.map((c) => [c.kind, c.packId])).toEqual([
      ['add', 1],
      ['add', 1],
      ['add', 2],
      ['add', 1],
      ['removeOne', 2],
    ]);
    expect(actor.getSnapshot().context.cart).toEqual(serverCart([[1, 3]]));
  });

  it('rolls a refused operation back, reports it, and still sends the operations queued after it', async () => {
    const server = fakeServer();
    const { actor, reportFailure } = start(server);
    actor.send(add(1));
    actor.send(add(2));
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
    actor.send({ type: 'SERVER_CART', cart: { ...serverCart([[7, 1]]), offercode: 'WELCOME10' } });
    expect(actor.getSnapshot().context.cart.offercode).toBe('WELCOME10');
  });

  it('takes one unit off, or the whole line, at once; an unknown pack changes nothing', () => {
    const cart = serverCart([
      [1, 2],
      [2, 1],
    ]);
    expect(applyOperations(cart, [{ kind: 'removeOne', packId: 1, warehouseId: 3 }])).toMatchObject({
      quantity: 2,
      total: 180,
      items: [{ pack_id: 1, quantity: 1, amount: 90 }, { pack_id: 2 }],
    });
    expect(applyOperations(cart, [{ kind: 'removeOne', packId: 2, warehouseId: 3 }])).toMatchObject({
      quantity: 2,
      items: [{ pack_id: 1 }],
    });
    expect(applyOperations(cart, [{ kind: 'removeLine', packId: 1, warehouseId: 3 }])).toMatchObject({
      quantity: 1,
      discount: 10,
      items: [{ pack_id: 2 }],
    });
    expect(
      applyOperations(empty, [
        { kind: 'removeLine', packId: 9, warehouseId: 3 },
        { kind: 'add', packId: 9, warehouseId: 3 },
      ]),
    ).toEqual(empty);
  });

  it('keeps its invariants on every path the model reaches (model-based)', () => {
    const answers: CartEvent[] = [
      { type: 'xstate.done.actor.sendOperation', output: serverCart([[1, 1]]) } as unknown as CartEvent,
      { type: 'xstate.error.actor.sendOperation', error: new Error('refused') } as unknown as CartEvent,
      { type: 'xstate.done.actor.loadCart', output: serverCart([[2, 2]]) } as unknown as CartEvent,
      { type: 'xstate.error.actor.loadCart', error: new Error('offline') } as unknown as CartEvent,
    ];
    const paths = getShortestPaths(cartMachine, {
      input: { cart: empty },
      events: [
        add(1),
        op('removeOne', 1),
        op('removeLine', 2),
        add(2),
        { type: 'REFRESH' },
        { type: 'SERVER_CART', cart: serverCart([[3, 1]]) },
        ...answers,
      ],
      stopWhen: (snapshot) => snapshot.context.queue.length > 3,
    });
    expect(paths.length).toBeGreaterThan(20);
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(['idle', 'loading', 'syncing']);
    for (const path of paths) {
      const { value, context } = path.state;
      expect(context.cart, JSON.stringify(path.steps.map((s) => s.event.type))).toEqual(applyOperations(context.confirmed, context.queue));
      if (value === 'idle') expect(context.queue).toEqual([]);
      if (value === 'syncing') expect(context.queue.length).toBeGreaterThan(0);
      expect(context.cart.quantity).toBe(context.cart.items.reduce((n, i) => n + i.quantity, 0));
      expect(context.cart.items.every((i) => i.quantity > 0 && i.amount === i.quantity * i.price)).toBe(true);
    }
  });
});
