import type { Cart } from '../../../contract/cart';
import type { Db } from '../../db/client';
import type { SessionRow } from '../../security/session';
import { findCart, ownerOf } from './cart-owner';
import { type CartOptions, viewCart } from './cart-view';

/** How a visitor's cart is asked for: `deliverTo` (the address chosen at checkout) replaces the session's pincode. */
export type VisitorCartOptions = Omit<CartOptions, 'pincode'> & { deliverTo?: string };

/** The cart of the visitor with this session (an empty cart without one), priced for their pincode or `deliverTo`. */
export async function visitorCart(db: Db, websiteId: number, session: SessionRow | null, options: VisitorCartOptions): Promise<Cart> {
  const owner = ownerOf(session);
  const cart = owner ? await findCart(db, websiteId, owner) : null;
  return viewCart(db, websiteId, cart, { ...options, pincode: options.deliverTo ?? session?.pincode ?? null });
}
