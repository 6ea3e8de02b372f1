import type { Cart } from '../../../src/api/contracts/entities';
import type { Db } from '../../db/client';
import type { SessionRow } from '../../security/session';
import { findCart, ownerOf } from './cart-owner';
import { type CartDetail, viewCart } from './cart-view';

/**
 * The cart of the visitor with this session (an empty cart without one), priced for their pincode,
 * or for `deliverTo` when given (the address chosen at checkout, whose pincode the order will use).
 */
export async function visitorCart(db: Db, websiteId: number, session: SessionRow | null, deliverTo?: string, detail?: CartDetail): Promise<Cart> {
  const owner = ownerOf(session);
  const cart = owner ? await findCart(db, websiteId, owner) : null;
  return viewCart(db, websiteId, cart, deliverTo ?? session?.pincode ?? null, detail);
}
