import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { type Cart, readCart } from '../../../contract/cart';
import type { ApiClient } from '../../api/http-client';
import { errorText } from '../../api/error-text';
import { type CartOperation, cartMachine } from '../../machines/cart.machine';
import { useToast } from '../../ui/toast/ToastProvider';

/** The cart and how to change it, for any component of the app. */
export interface CartApi {
  cart: Cart;
  /** Whether an operation is still on its way to the server. */
  pending: boolean;
  /** Adds one unit, takes one off, or takes a line out (shown at once, sent in order). */
  change(operation: CartOperation): void;
  /** Loads the cart again with GET /s/api/cart (after a coupon is applied or removed). */
  refresh(): void;
  /** Takes a cart answered by another call (the checkout's priced cart). */
  replace(cart: Cart): void;
}

const CartContext = createContext<CartApi | null>(null);

/**
 * The store API's call for one operation (spec section 7): add, or remove with `remove` true for the whole line.
 * The badge counts it at once, so a shopper may leave the page before the server has it: the request outlives the page.
 */
function send(api: ApiClient, operation: CartOperation): Promise<unknown> {
  const warehouse = operation.warehouseId === null ? {} : { warehouse_id: operation.warehouseId };
  const keepalive = { keepalive: true };
  return operation.kind === 'add'
    ? api.post('/api/cart/add', { pack_id: operation.packId, ...warehouse }, keepalive)
    : api.post('/api/cart/remove', { pack_id: operation.packId, remove: operation.kind === 'removeLine', ...warehouse }, keepalive);
}

/** Runs the app-wide cart machine with the store API as its server. */
export function CartProvider({ api, initial, children }: { api: ApiClient; initial: Cart; children: ReactNode }) {
  const toast = useToast();
  // The machine is made once: its actors and actions close over the API and toasts of the first render.
  const [logic] = useState(() =>
    cartMachine.provide({
      actors: {
        sendOperation: fromPromise<Cart, CartOperation>(async ({ input }) => readCart(await send(api, input))),
        loadCart: fromPromise<Cart, void>(async () => readCart(await api.get('/api/cart'))),
      },
      actions: { reportFailure: (_, params) => toast.error(errorText(params.error)) },
    }),
  );
  const actor = useActorRef(logic, { input: { cart: initial } });
  const cart = useSelector(actor, (s) => s.context.cart);
  const pending = useSelector(actor, (s) => s.context.queue.length > 0);
  // The actions keep their identity for the life of the app, so effects can depend on them.
  const actions = useMemo(
    () => ({
      change: (operation: CartOperation) => actor.send({ type: 'CHANGE', operation }),
      refresh: () => actor.send({ type: 'REFRESH' }),
      replace: (next: Cart) => actor.send({ type: 'SERVER_CART', cart: next }),
    }),
    [actor],
  );
  const value = useMemo<CartApi>(() => ({ ...actions, cart, pending }), [actions, cart, pending]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart API from the nearest CartProvider. */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a <CartProvider> above it');
  return cart;
}
