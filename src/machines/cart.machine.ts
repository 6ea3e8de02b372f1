import { assign, fromPromise, setup } from 'xstate';
import type { Cart, CartItem } from '../../contract/cart';

/** What the shopper sees of a pack before the server has answered: enough to show its line. */
export type CartItemDraft = Pick<CartItem, 'pack_id' | 'name' | 'pack' | 'image' | 'price' | 'act_price' | 'warehouse_id' | 'slug'>;

/**
 * One call of the store API: `add` one unit (POST /cart/add), `removeOne` unit or `removeLine`
 * (POST /cart/remove with remove false or true). `item` describes a pack not yet in the cart.
 */
export interface CartOperation {
  kind: 'add' | 'removeOne' | 'removeLine';
  packId: number;
  warehouseId: number | null;
  item?: CartItemDraft;
}

export interface CartContext {
  /** The last cart the server answered. */
  confirmed: Cart;
  /** Operations not yet answered, oldest first; the first is the one in flight while syncing. */
  queue: CartOperation[];
  /** What the shopper sees: the confirmed cart with the queued operations applied. */
  cart: Cart;
}

export type CartEvent = { type: 'CHANGE'; operation: CartOperation } | { type: 'REFRESH' } | { type: 'SERVER_CART'; cart: Cart };

/** A cart line for a pack not in the cart yet: no units, nothing due, deliverable until the server says otherwise. */
export const lineOf = (draft: CartItemDraft): CartItem => ({
  ...draft,
  quantity: 0,
  amount: 0,
  valid: true,
  message: null,
  delivery_charge_id: null,
  del_date: null,
  del_start_time: null,
  del_end_time: null,
});

/** How many units the operation leaves of a pack that has `quantity`. */
function quantityAfter(operation: CartOperation, quantity: number): number {
  if (operation.kind === 'add') return quantity + 1;
  return operation.kind === 'removeOne' ? Math.max(0, quantity - 1) : 0;
}

/** The confirmed cart with pending operations applied, so the shopper sees each one at once. */
export function applyOperations(cart: Cart, operations: CartOperation[]): Cart {
  let next = cart;
  for (const operation of operations) {
    const existing = next.items.find((i) => i.pack_id === operation.packId);
    const line = existing ?? (operation.kind === 'add' && operation.item ? lineOf(operation.item) : null);
    if (!line) continue;
    const quantity = quantityAfter(operation, line.quantity);
    const delta = quantity - line.quantity;
    const changed = { ...line, quantity, amount: quantity * line.price };
    const items =
      quantity === 0
        ? next.items.filter((i) => i.pack_id !== operation.packId)
        : existing
          ? next.items.map((i) => (i.pack_id === operation.packId ? changed : i))
          : [...next.items, changed];
    next = {
      ...next,
      items,
      quantity: next.quantity + delta,
      amount: next.amount + delta * line.act_price,
      discount: next.discount + delta * (line.act_price - line.price),
      total: next.total + delta * line.price,
    };
  }
  return next;
}

const withCart = (confirmed: Cart, queue: CartOperation[]) => ({ confirmed, queue, cart: applyOperations(confirmed, queue) });

/**
 * The cart: operations are queued and sent one at a time, in order (three fast plus clicks are
 * three adds; nothing is lost or reordered), shown at once, and reconciled with each server cart,
 * which replaces the confirmed cart wholesale. A refused operation is dropped (rolled back) and
 * reported. I/O is injected: `sendOperation` and `loadCart` actors, `reportFailure` action.
 */
export const cartMachine = setup({
  types: {
    input: {} as { cart: Cart },
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    sendOperation: fromPromise<Cart, CartOperation>(async () => {
      throw new Error('sendOperation is provided by the app');
    }),
    loadCart: fromPromise<Cart, void>(async () => {
      throw new Error('loadCart is provided by the app');
    }),
  },
  actions: {
    // Injected: shows the failure to the shopper (a toast in the app).
    reportFailure: (_, _params: { error: unknown }) => undefined,
    queueOperation: assign(({ context, event }) =>
      event.type === 'CHANGE' ? withCart(context.confirmed, [...context.queue, event.operation]) : {},
    ),
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
        CHANGE: { target: 'syncing', actions: 'queueOperation' },
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
        CHANGE: { actions: 'queueOperation' },
        SERVER_CART: { actions: 'replaceCart' },
      },
    },
    syncing: {
      invoke: {
        id: 'sendOperation',
        src: 'sendOperation',
        input: ({ context }) => context.queue[0] as CartOperation,
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
        CHANGE: { actions: 'queueOperation' },
        SERVER_CART: { actions: 'replaceCart' },
      },
    },
    // Sends the next queued operation, or rests.
    settled: {
      always: [{ guard: 'hasQueue', target: 'syncing' }, { target: 'idle' }],
    },
  },
});
