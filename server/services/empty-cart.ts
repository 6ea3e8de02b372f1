import type { Cart } from '../../src/api/contracts/entities';

/** The cart of a visitor who has added nothing. The cart itself is built in the cart issue (#6). */
export function emptyCart(): Cart {
  return { items: [], quantity: 0, amount: 0, discount: 0, delivery_charge: 0, total: 0, coupon: null, message: null, deliveryMessage: null };
}
