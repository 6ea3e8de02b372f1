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

/** Words for the ways to pay most stores name by an id alone. */
const KNOWN_METHODS: Readonly<Record<string, string>> = {
  cod: 'Cash on delivery',
  razorpay: 'Razorpay (cards, UPI, net banking)',
  cashfree: 'Cashfree (cards, UPI, net banking)',
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
};

/**
 * How a way to pay is shown: its name from the store's lists (the cart's, then init's), else words for
 * a common id, else the id made readable (`pay_later` → "Pay later"), never the bare id.
 */
export function paymentMethodName(id: string, ...lists: readonly (readonly PaymentMethod[])[]): string {
  const named = lists.flat().find((method) => method.id === id)?.name;
  if (named) return named;
  const known = KNOWN_METHODS[id.toLowerCase()];
  if (known && Object.hasOwn(KNOWN_METHODS, id.toLowerCase())) return known;
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Payment';
}
