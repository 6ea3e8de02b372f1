import type { Cart } from '../../../contract/cart';
import type { Init } from '../../../contract/init';
import type { PaymentMethod } from '../../../contract/payment-method';

/**
 * The ways to pay the shopper may choose: the cart's own list (spec section 3, Cart: `paymentMethods`),
 * else init's `paymentMethods` (our extension), which a store that runs only the specified API lacks.
 */
export function offeredPaymentMethods(cart: Pick<Cart, 'paymentMethods'>, init: Pick<Init, 'paymentMethods'>): PaymentMethod[] {
  return cart.paymentMethods.length > 0 ? cart.paymentMethods : init.paymentMethods;
}
