import { Fragment } from 'react';
import type { DeliveryInfo } from '../../../contract/cart';
import { formatPrice } from '../../ui/format/price';

/** Amounts in rupees; `delivery` is what the shopper pays for delivery (a cart's finalDelivery), null until a pincode says. */
interface Totals {
  amount: number;
  discount: number;
  delivery: number | null;
  total: number;
  /** The lines, to tell pack savings from the offer code's share of `discount`. */
  items?: readonly { price: number; act_price: number; quantity: number }[];
  /** The applied offer code (a cart's `offercode`, an order's `coupon`). */
  offercode?: string | null;
  coupon?: string | null;
  /** The cart's delivery charges, one per shipment's rule (spec section 3: deliveryInfo). */
  deliveryInfo?: readonly Pick<DeliveryInfo, 'delivery_charge_id' | 'label' | 'charge' | 'free_above' | 'applied'>[];
}

/** `discount` split into what pack prices save and what the offer code saves (in paise, to add exactly). */
function splitDiscount({ discount, items = [], offercode, coupon }: Totals) {
  const code = offercode ?? coupon ?? null;
  const totalPaise = Math.round(discount * 100);
  const packPaise = Math.min(
    totalPaise,
    items.reduce((sum, i) => sum + Math.max(0, Math.round((i.act_price - i.price) * 100)) * i.quantity, 0),
  );
  return code ? { code, pack: packPaise / 100, offer: (totalPaise - packPaise) / 100 } : { code, pack: discount, offer: 0 };
}

/**
 * Items at MRP, pack discounts and the offer code's saving (each when there is one), delivery charge
 * (with each shipment's charge and the rule that priced it) and total, as the cart, checkout and a placed order show them. When any amount has paise, every
 * amount shows them, so that the column reads alike.
 */
export function CartTotals({ totals, itemsLabel = 'Items (MRP)' }: { totals: Totals; itemsLabel?: string }) {
  const { code, pack, offer } = splitDiscount(totals);
  const amounts = [totals.amount, pack, offer, totals.delivery ?? 0, totals.total];
  const withPaise = amounts.some((a) => Math.round(a * 100) % 100 !== 0);
  const price = (amount: number) => formatPrice(amount, withPaise);
  // Each shipment's charge and its rule, once a pincode has priced them.
  const shipments = totals.delivery === null ? [] : (totals.deliveryInfo ?? []);
  // The rule that prices a delivery, where the store says it (deliveryInfo's fields beyond its id are ours).
  const rule = (line: { free_above: number | null } | undefined) =>
    line?.free_above ? <span className="cart-totals-rule"> · free over {price(line.free_above)}</span> : null;
  // What each shipment costs, where the store says it.
  const parts = shipments.length > 1 ? shipments.filter((line) => (line.applied ?? line.charge) !== null) : [];
  return (
    <dl className="cart-totals">
      <dt>{itemsLabel}</dt>
      <dd>{price(totals.amount)}</dd>
      {pack > 0 ? (
        <>
          <dt>Discount</dt>
          <dd>−{price(pack)}</dd>
        </>
      ) : null}
      {offer > 0 ? (
        <>
          <dt>Coupon {code}</dt>
          <dd>−{price(offer)}</dd>
        </>
      ) : null}
      <dt>
        Delivery charge
        {shipments.length === 1 ? rule(shipments[0]) : null}
      </dt>
      <dd>{totals.delivery === null ? 'Needs your pincode' : totals.delivery > 0 ? price(totals.delivery) : 'Free'}</dd>
      {/* Issue 35: a cart split into a city and a courier shipment was charged ₹80 with no word of why. */}
      {parts.map((line, index) => {
        const cost = line.applied ?? line.charge ?? 0;
        return (
          <Fragment key={line.delivery_charge_id}>
            <dt className="cart-totals-part">
              {line.label || `Delivery ${index + 1}`}
              {rule(line)}
            </dt>
            <dd className="cart-totals-part">{cost > 0 ? price(cost) : 'Free'}</dd>
          </Fragment>
        );
      })}
      <dt className="cart-total">Total</dt>
      <dd className="cart-total">{price(totals.total)}</dd>
    </dl>
  );
}
