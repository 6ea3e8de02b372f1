import { assign, fromPromise, setup } from 'xstate';
import type { Cart } from '../api/contracts/entities';

type CartItem = Cart['items'][number];

/** One change asked for: hold `quantity` of a pack (0 removes it). `item` describes a pack not yet in the cart. */
export interface CartChange {
  packId: number;
  quantity: number;
  item?: Omit<CartItem, 'quantity' | 'message'>;
}

export interface CartContext {
  /** The last cart the server answered. */
  confirmed: Cart;
  /** Changes not yet answered, oldest first; the first is the one in flight while syncing. */
  queue: CartChange[];
  /** What the shopper sees: the confirmed cart with the queued changes applied. */
  cart: Cart;
}

export type CartEvent =
  | { type: 'SET_QUANTITY'; change: CartChange }
  | { type: 'REFRESH' }
  | { type: 'SERVER_CART'; cart: Cart };

/** The confirmed cart with pending changes applied, so the shopper sees a change at once. */
export function applyChanges(cart: Cart, changes: CartChange[]): Cart {
  let next = cart;
  for (const change of changes) {
    const existing = next.items.find((i) => i.pack_id === change.packId);
    const template = existing ?? (change.item ? { ...change.item, quantity: 0, message: null } : null);
    if (!template) continue;
    const delta = change.quantity - template.quantity;
    const items = change.quantity === 0
      ? next.items.filter((i) => i.pack_id !== change.packId)
      : existing
        ? next.items.map((i) => (i.pack_id === change.packId ? { ...i, quantity: change.quantity } : i))
        : [...next.items, { ...template, quantity: change.quantity }];
    next = {
      ...next,
      items,
      quantity: next.quantity + delta,
      amount: next.amount + delta * template.act_price,
      discount: next.discount + delta * (template.act_price - template.price),
      total: next.total + delta * template.price,
    };
  }
  return next;
}

/** A change joins the queue; a queued (not yet sent) change of the same pack is replaced, keeping its place. */
function enqueue(queue: CartChange[], change: CartChange, inFlight: boolean): CartChange[] {
  const waiting = inFlight ? queue.slice(1) : queue;
  const index = waiting.findIndex((c) => c.packId === change.packId);
  const next = index >= 0 ? waiting.map((c, i) => (i === index ? { ...change, item: change.item ?? c.item } : c)) : [...waiting, change];
  return inFlight ? [queue[0] as CartChange, ...next] : next;
}

const withCart = (confirmed: Cart, queue: CartChange[]) => ({ confirmed, queue, cart: applyChanges(confirmed, queue) });

/**
 * The cart: changes are queued and sent one at a time (so double clicks and fast plus/minus never
 * lose or reorder an update), shown at once, and reconciled with each server cart, which replaces
 * the confirmed cart wholesale. A refused change is dropped (rolled back) and reported.
 * I/O is injected: `sendChange` and `loadCart` actors, `reportFailure` action.
 */
export const cartMachine = setup({
  types: {
    input: {} as { cart: Cart },
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    sendChange: fromPromise<Cart, CartChange>(async () => {
      throw new Error('sendChange is provided by the app');
    }),
    loadCart: fromPromise<Cart, void>(async () => {
      throw new Error('loadCart is provided by the app');
    }),
  },
  actions: {
    // Injected: shows the failure to the shopper (a toast in the app).
    reportFailure: (_, _params: { error: unknown }) => undefined,
    queueChange: assign(({ context, event }, params: { inFlight: boolean }) =>
      event.type === 'SET_QUANTITY' ? withCart(context.confirmed, enqueue(context.queue, event.change, params.inFlight)) : {}),
    replaceCart: assign(({ context, event }) => (event.type === 'SERVER_CART' ? withCart(event.cart, context.queue) : {})),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => withCart(input.cart, []),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SET_QUANTITY: { target: 'syncing', actions: { type: 'queueChange', params: { inFlight: false } } },
        REFRESH: 'loading',
        SERVER_CART: { actions: 'replaceCart' },
      },
    },
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          { guard: 'hasQueue', target: 'syncing', actions: assign(({ context, event }) => withCart(event.output, context.queue)) },
          { target: 'idle', actions: assign(({ context, event }) => withCart(event.output, context.queue)) },
        ],
        onError: [
          { guard: 'hasQueue', target: 'syncing', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        SET_QUANTITY: { actions: { type: 'queueChange', params: { inFlight: false } } },
        SERVER_CART: { actions: 'replaceCart' },
      },
    },
    syncing: {
      invoke: {
        id: 'sendChange',
        src: 'sendChange',
        input: ({ context }) => context.queue[0] as CartChange,
        onDone: { target: 'settled', actions: assign(({ context, event }) => withCart(event.output, context.queue.slice(1))) },
        onError: {
          target: 'settled',
          actions: [
            assign(({ context }) => withCart(context.confirmed, context.queue.slice(1))),
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        SET_QUANTITY: { actions: { type: 'queueChange', params: { inFlight: true } } },
        SERVER_CART: { actions: 'replaceCart' },
      },
    },
    // Sends the next queued change, or rests.
    settled: {
      always: [{ guard: 'hasQueue', target: 'syncing' }, { target: 'idle' }],
    },
  },
});
