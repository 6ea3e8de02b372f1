import { and, asc, eq } from 'drizzle-orm';
import type { Cart } from '../../../src/api/contracts/entities';
import type { Db } from '../../db/client';
import { cartItems, coupons, packs, products } from '../../db/schema';
import { planDelivery } from '../delivery/delivery-plan';
import { couponDiscount, couponProblem } from './coupon-rules';
import { rupees } from '../money';

/** A cart row's id and coupon, or null for a visitor without a cart. */
export interface CartRef {
  id: number;
  couponCode: string | null;
}

/** What GET /s/api/cart was asked to add: delivery groups, shipping details, the payment method. */
export interface CartDetail {
  groupByDelivery?: boolean;
  shippingInfo?: boolean;
  paymentMethod?: string | null;
}

/**
 * The cart as the storefront shows it, priced now from the packs (never from stored prices):
 * `amount` is the items at their actual (MRP) price, `discount` what pack prices and the coupon take
 * off, `delivery_charge` the charges of the deliveries to the pincode (each charge once, waived when
 * the goods under it reach its free-delivery amount).
 */
export async function viewCart(db: Db, websiteId: number, cart: CartRef | null, pincode: string | null, detail: CartDetail = {}): Promise<Cart> {
  const rows = cart ? await db.select({
    quantity: cartItems.quantity, packId: packs.id, packName: packs.name, pricePaise: packs.pricePaise,
    actPricePaise: packs.actPricePaise, stock: packs.stock, warehouseId: packs.warehouseId, weightGrams: packs.weightGrams,
    productId: products.id, productName: products.name,
    slug: products.slug, medias: products.medias,
  }).from(cartItems).innerJoin(packs, eq(packs.id, cartItems.packId)).innerJoin(products, eq(products.id, packs.productId))
    .where(and(eq(cartItems.cartId, cart.id), eq(products.websiteId, websiteId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.packId)) : [];

  const mrpPaise = rows.reduce((sum, r) => sum + r.actPricePaise * r.quantity, 0);
  const itemsPaise = rows.reduce((sum, r) => sum + r.pricePaise * r.quantity, 0);

  let couponPaise = 0;
  const messages: string[] = [];
  if (cart?.couponCode) {
    const [coupon] = await db.select().from(coupons).where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, cart.couponCode)));
    const problem = coupon ? couponProblem(coupon, itemsPaise, new Date()) : `Coupon ${cart.couponCode} is no longer available.`;
    if (problem) messages.push(problem);
    else if (coupon) couponPaise = couponDiscount(coupon, itemsPaise);
  }

  const payable = itemsPaise - couponPaise;
  const plan = await planDelivery(db, websiteId, pincode, rows.map((r) => ({
    packId: r.packId, warehouseId: r.warehouseId, quantity: r.quantity, amountPaise: r.pricePaise * r.quantity, weightGrams: r.weightGrams,
  })), couponPaise);
  const items = rows.map((r) => ({
    pack_id: r.packId, product_id: r.productId, product_name: r.productName, slug: r.slug, pack_name: r.packName,
    image: r.medias[0]?.src ?? '', quantity: r.quantity, price: rupees(r.pricePaise), act_price: rupees(r.actPricePaise),
    message: r.stock <= 0 ? 'Out of stock' : r.quantity > r.stock ? `Only ${r.stock} left` : plan.undeliverable.has(r.packId) ? `Not delivered to ${pincode}` : null,
  }));
  if (items.some((i) => i.message && !i.message.startsWith('Not delivered'))) messages.unshift('Some items are not available in the quantity you chose.');
  return {
    items,
    quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    amount: rupees(mrpPaise),
    discount: rupees(mrpPaise - itemsPaise + couponPaise),
    delivery_charge: rupees(plan.chargePaise),
    total: rupees(payable + plan.chargePaise),
    coupon: couponPaise > 0 ? cart?.couponCode ?? null : null,
    message: messages.length ? messages.join(' ') : null,
    deliveryMessage: plan.message,
    weights: rows.reduce((sum, r) => sum + r.weightGrams * r.quantity, 0),
    external_shipping: plan.groups.some((g) => g.external_shipping),
    ...(detail.groupByDelivery ? { groups: plan.groups } : {}),
    ...(detail.shippingInfo ? { shipping: { pincode, city: plan.city, serviceable: plan.city !== null && plan.undeliverable.size === 0, delivery_charges: plan.charges } } : {}),
    ...(detail.paymentMethod ? { payment_method: detail.paymentMethod } : {}),
  };
}
