import { formatPrice } from '../../ui/format/price';

/** Amounts in rupees; `delivery` is what the shopper pays for delivery (a cart's finalDelivery). */
interface Totals {
  amount: number;
  discount: number;
  delivery: number;
  total: number;
}

/** Items at MRP, discount, delivery charge and total, as the cart, checkout and a placed order show them. */
export function CartTotals({ totals, itemsLabel = 'Items (MRP)' }: { totals: Totals; itemsLabel?: string }) {
  return (
    <dl className="cart-totals">
      <dt>{itemsLabel}</dt><dd>{formatPrice(totals.amount)}</dd>
      <dt>Discount</dt><dd>−{formatPrice(totals.discount)}</dd>
      <dt>Delivery charge</dt><dd>{totals.delivery > 0 ? formatPrice(totals.delivery) : 'Free'}</dd>
      <dt className="cart-total">Total</dt><dd className="cart-total">{formatPrice(totals.total)}</dd>
    </dl>
  );
}
