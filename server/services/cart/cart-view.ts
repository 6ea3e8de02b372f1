import { and, eq } from 'drizzle-orm';
import type { Cart, CartItem, DeliveryGroup, DeliverySlot, ShippingChoice } from '../../../contract/cart';
import type { PaymentMethod } from '../../../contract/payment-method';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { type DeliveryGroup as PlannedGroup, planDelivery } from '../delivery/delivery-plan';
import type { Slot } from '../delivery/delivery-slots';
import { loadCartLines } from './cart-lines';
import { packLimit } from './pack-limit';
import { couponDiscount, couponProblem } from './coupon-rules';
import { paise, rupees } from '../money';

/** A cart row's id and coupon, or null for a visitor without a cart. */
export interface CartRef {
  id: number;
  couponCode: string | null;
}

/** How GET /s/api/cart (or an order) asks for the cart. */
export interface CartOptions {
  /** Where it is delivered: the chosen address's pincode, else the session's. */
  pincode: string | null;
  paymentMethods: PaymentMethod[];
  /** Fill `grouped_items` with the deliveries and their items. */
  groupByDelivery?: boolean;
  /** The shopper's chosen slots (`cart_shipping_info`). */
  choices?: ShippingChoice[];
}

/** When one delivery arrives (all null when it cannot). */
type When = { del_date: string | null; del_start_time: string | null; del_end_time: string | null };
const NO_SLOT: When = { del_date: null, del_start_time: null, del_end_time: null };
const slotOf = (slot: Slot): DeliverySlot => ({
  del_date: slot.date,
  del_start_time: slot.window.slice(0, 5),
  del_end_time: slot.window.slice(6),
});
const sameSlot = (slot: DeliverySlot, choice: ShippingChoice) =>
  slot.del_date === choice.del_date && slot.del_start_time === choice.del_start_time && slot.del_end_time === choice.del_end_time;

/** When a delivery arrives: the chosen slot while it is still offered, else the first; a courier's expected day. */
function whenOf(group: PlannedGroup, choices: ShippingChoice[]): { slot: When; refused: boolean } {
  if (group.delivery_charge_id === null) return { slot: NO_SLOT, refused: false };
  if (group.external_shipping) return { slot: { ...NO_SLOT, del_date: group.delivery_date }, refused: false };
  const offered = group.slots.map(slotOf);
  const choice = choices.find((c) => c.delivery_charge_id === group.delivery_charge_id);
  const chosen = choice ? offered.find((s) => sameSlot(s, choice)) : undefined;
  return { slot: chosen ?? offered[0] ?? NO_SLOT, refused: choice !== undefined && chosen === undefined };
}

/**
 * The cart as the specification names it, priced now from the packs (never from stored prices):
 * `amount` is the items at their actual (MRP) price, `discount` what pack prices and the offer code
 * take off, `delivery_charge` the deliveries' charges to the pincode (each `delivery_charge_id`
 * once) and `finalDelivery` what is left of them after free-delivery amounts.
 */
export async function viewCart(db: Db, websiteId: number, cart: CartRef | null, options: CartOptions): Promise<Cart> {
  const { pincode, choices = [] } = options;
  const rows = cart ? await loadCartLines(db, cart.id, websiteId) : [];

  const mrpPaise = rows.reduce((sum, r) => sum + r.actPricePaise * r.quantity, 0);
  const itemsPaise = rows.reduce((sum, r) => sum + r.pricePaise * r.quantity, 0);

  let couponPaise = 0;
  const messages: string[] = [];
  if (cart?.couponCode) {
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, cart.couponCode)));
    const problem = coupon ? couponProblem(coupon, itemsPaise, new Date()) : `Coupon ${cart.couponCode} is no longer available.`;
    if (problem) messages.push(problem);
    else if (coupon) couponPaise = couponDiscount(coupon, itemsPaise);
  }

  const plan = await planDelivery(
    db,
    websiteId,
    pincode,
    rows.map((r) => ({
      packId: r.packId,
      warehouseId: r.warehouseId,
      quantity: r.quantity,
      amountPaise: r.pricePaise * r.quantity,
      weightGrams: r.weightGrams,
    })),
    couponPaise,
  );
  const whens = plan.groups.map((group) => ({ group, ...whenOf(group, choices) }));
  const groupOf = (packId: number) => whens.find((w) => w.group.pack_ids.includes(packId));

  const items: CartItem[] = rows.map((r) => {
    const when = groupOf(r.packId);
    const message =
      r.stock <= 0
        ? 'Out of stock'
        : r.quantity > r.stock
          ? 'Only a few left: please take fewer'
          : r.quantity > packLimit(r.maxPerOrder)
            ? `At most ${packLimit(r.maxPerOrder)} per order: please take fewer`
            : plan.undeliverable.has(r.packId)
              ? `Not delivered to ${pincode}`
              : null;
    return {
      pack_id: r.packId,
      image: r.medias[0]?.src ?? '',
      name: r.productName,
      pack: r.packName,
      quantity: r.quantity,
      price: rupees(r.pricePaise),
      act_price: rupees(r.actPricePaise),
      amount: rupees(r.pricePaise * r.quantity),
      valid: message === null,
      message,
      warehouse_id: r.warehouseId,
      delivery_charge_id: when?.group.delivery_charge_id ?? null,
      ...(when?.slot ?? NO_SLOT),
      slug: r.slug,
    };
  });
  if (rows.some((r) => r.stock < r.quantity)) messages.unshift('Some items are not available in the quantity you chose.');
  if (whens.some((w) => w.refused)) messages.push('A delivery slot you chose is no longer available; the next one is shown.');

  const grouped: DeliveryGroup[] = whens.map(({ group, slot }) => ({
    warehouse_id: group.warehouse_id,
    name: group.name,
    delivery_charge_id: group.delivery_charge_id,
    external_shipping: group.external_shipping,
    weights: group.weight_grams,
    ...slot,
    slots: group.external_shipping ? [] : group.slots.map(slotOf),
    items: items.filter((i) => group.pack_ids.includes(i.pack_id)),
  }));
  // One slot per delivery charge: the first delivery under it decides.
  const inEffect = new Map<number, ShippingChoice>();
  for (const { group, slot } of whens) {
    if (
      group.delivery_charge_id === null ||
      group.external_shipping ||
      !slot.del_date ||
      !slot.del_start_time ||
      !slot.del_end_time ||
      inEffect.has(group.delivery_charge_id)
    )
      continue;
    inEffect.set(group.delivery_charge_id, {
      delivery_charge_id: group.delivery_charge_id,
      del_date: slot.del_date,
      del_start_time: slot.del_start_time,
      del_end_time: slot.del_end_time,
    });
  }
  const first = whens[0]?.slot ?? NO_SLOT;
  const finalDeliveryPaise = plan.chargePaise;
  return {
    items,
    quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    amount: rupees(mrpPaise),
    discount: rupees(mrpPaise - itemsPaise + couponPaise),
    offercode: couponPaise > 0 ? (cart?.couponCode ?? null) : null,
    delivery_charge: rupees(plan.charges.reduce((sum, c) => sum + paise(c.charge), 0)),
    finalDelivery: rupees(finalDeliveryPaise),
    total: rupees(itemsPaise - couponPaise + finalDeliveryPaise),
    serviceable: rows.length > 0 && plan.city !== null && plan.undeliverable.size === 0,
    notes: null,
    message: messages.length ? messages.join(' ') : null,
    deliveryMessage: plan.message,
    paymentMethods: options.paymentMethods,
    grouped_items: options.groupByDelivery ? grouped : [],
    del_date: first.del_date,
    del_start_time: first.del_start_time,
    del_end_time: first.del_end_time,
    deliveryInfo: plan.charges,
    cart_shipping_info: [...inEffect.values()],
    weights: rows.reduce((sum, r) => sum + r.weightGrams * r.quantity, 0),
    external_shipping: plan.groups.some((g) => g.external_shipping),
  };
}
