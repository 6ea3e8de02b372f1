import { formatPrice } from '../../ui/format/price';

/** Amounts in rupees; `delivery` is what the shopper pays for delivery (a cart's finalDelivery), null until a pincode says. */
interface Totals {
  amount: number;
  discount: number;
  delivery: number | null;
  total: number;
}

/** Items at MRP, discount (when there is one), delivery charge and total, as the cart, checkout and a placed order show them. */
export function CartTotals({ totals, itemsLabel = 'Items (MRP)' }: { totals: Totals; itemsLabel?: string }) {
  return (
    <dl className="cart-totals">
      <dt>{itemsLabel}</dt><dd>{formatPrice(totals.amount)}</dd>
      {totals.discount > 0 ? <><dt>Discount</dt><dd>−{formatPrice(totals.discount)}</dd></> : null}
      <dt>Delivery charge</dt><dd>{totals.delivery === null ? 'Needs your pincode' : totals.delivery > 0 ? formatPrice(totals.delivery) : 'Free'}</dd>
      <dt className="cart-total">Total</dt><dd className="cart-total">{formatPrice(totals.total)}</dd>
    </dl>
  );
}
