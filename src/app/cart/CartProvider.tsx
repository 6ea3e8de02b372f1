import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { type Cart, CartSchema } from '../../api/contracts/entities';
import type { ApiClient } from '../../api/http-client';
import { errorText } from '../../api/error-text';
import { type CartChange, cartMachine } from '../../machines/cart.machine';
import { useToast } from '../../ui/toast/ToastProvider';

/** The cart and how to change it, for any component of the app. */
export interface CartApi {
  cart: Cart;
  /** Whether a change is still on its way to the server. */
  pending: boolean;
  setQuantity(change: CartChange): void;
  refresh(): void;
  /** Takes a cart answered by another call (coupon, pincode). */
  replace(cart: Cart): void;
}

const CartContext = createContext<CartApi | null>(null);
const parseCart = (body: unknown): Cart => CartSchema.parse(body);

/** Runs the app-wide cart machine with the store API as its server. */
export function CartProvider({ api, initial, children }: { api: ApiClient; initial: Cart; children: ReactNode }) {
  const toast = useToast();
  // The machine is made once: its actors and actions close over the API and toasts of the first render.
  const [logic] = useState(() => cartMachine.provide({
    actors: {
      sendChange: fromPromise<Cart, CartChange>(async ({ input }) => parseCart(input.quantity === 0
        ? await api.post('/api/cart/remove', { pack_id: input.packId })
        : await api.post('/api/cart/add', { pack_id: input.packId, quantity: input.quantity }))),
      loadCart: fromPromise<Cart, void>(async () => parseCart(await api.get('/api/cart'))),
    },
    actions: { reportFailure: (_, params) => toast.error(errorText(params.error)) },
  }));
  const actor = useActorRef(logic, { input: { cart: initial } });
  const cart = useSelector(actor, (s) => s.context.cart);
  const pending = useSelector(actor, (s) => s.context.queue.length > 0);
  // The actions keep their identity for the life of the app, so effects can depend on them.
  const actions = useMemo(() => ({
    setQuantity: (change: CartChange) => actor.send({ type: 'SET_QUANTITY', change }),
    refresh: () => actor.send({ type: 'REFRESH' }),
    replace: (next: Cart) => actor.send({ type: 'SERVER_CART', cart: next }),
  }), [actor]);
  const value = useMemo<CartApi>(() => ({ ...actions, cart, pending }), [actions, cart, pending]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart API from the nearest CartProvider. */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a <CartProvider> above it');
  return cart;
}
