import { and, asc, eq } from 'drizzle-orm';
import type { Cart } from '../../../src/api/contracts/entities';
import type { Db } from '../../db/client';
import { cartItems, coupons, packs, pincodes, products } from '../../db/schema';
import { couponDiscount, couponProblem } from './coupon-rules';
import { formatRupees, rupees } from '../money';

/** A cart row's id and coupon, or null for a visitor without a cart. */
export interface CartRef {
  id: number;
  couponCode: string | null;
}

/**
 * The cart as the storefront shows it, priced now from the packs (never from stored prices):
 * `amount` is the items at their actual (MRP) price, `discount` what pack prices and the coupon take
 * off, `delivery_charge` the pincode's charge unless the order reaches its free-delivery amount.
 */
export async function viewCart(db: Db, websiteId: number, cart: CartRef | null, pincode: string | null): Promise<Cart> {
  const rows = cart ? await db.select({
    quantity: cartItems.quantity, packId: packs.id, packName: packs.name, pricePaise: packs.pricePaise,
    actPricePaise: packs.actPricePaise, stock: packs.stock, productId: products.id, productName: products.name,
    slug: products.slug, medias: products.medias,
  }).from(cartItems).innerJoin(packs, eq(packs.id, cartItems.packId)).innerJoin(products, eq(products.id, packs.productId))
    .where(and(eq(cartItems.cartId, cart.id), eq(products.websiteId, websiteId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.packId)) : [];

  const items = rows.map((r) => ({
    pack_id: r.packId, product_id: r.productId, product_name: r.productName, slug: r.slug, pack_name: r.packName,
    image: r.medias[0]?.src ?? '', quantity: r.quantity, price: rupees(r.pricePaise), act_price: rupees(r.actPricePaise),
    message: r.stock <= 0 ? 'Out of stock' : r.quantity > r.stock ? `Only ${r.stock} left` : null,
  }));
  const mrpPaise = rows.reduce((sum, r) => sum + r.actPricePaise * r.quantity, 0);
  const itemsPaise = rows.reduce((sum, r) => sum + r.pricePaise * r.quantity, 0);

  const messages: string[] = [];
  if (items.some((i) => i.message)) messages.push('Some items are not available in the quantity you chose.');
  let couponPaise = 0;
  if (cart?.couponCode) {
    const [coupon] = await db.select().from(coupons).where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, cart.couponCode)));
    const problem = coupon ? couponProblem(coupon, itemsPaise, new Date()) : `Coupon ${cart.couponCode} is no longer available.`;
    if (problem) messages.push(problem);
    else if (coupon) couponPaise = couponDiscount(coupon, itemsPaise);
  }

  const payable = itemsPaise - couponPaise;
  const delivery = rows.length === 0 ? { paise: 0, message: null } : await deliveryFor(db, websiteId, pincode, payable);
  return {
    items,
    quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    amount: rupees(mrpPaise),
    discount: rupees(mrpPaise - itemsPaise + couponPaise),
    delivery_charge: rupees(delivery.paise),
    total: rupees(payable + delivery.paise),
    coupon: couponPaise > 0 ? cart?.couponCode ?? null : null,
    message: messages.length ? messages.join(' ') : null,
    deliveryMessage: delivery.message,
  };
}

async function deliveryFor(db: Db, websiteId: number, pincode: string | null, payablePaise: number) {
  if (!pincode) return { paise: 0, message: 'Choose your delivery pincode to see the delivery charge.' };
  const [area] = await db.select().from(pincodes).where(and(eq(pincodes.websiteId, websiteId), eq(pincodes.pincode, pincode)));
  if (!area) return { paise: 0, message: `We do not deliver to ${pincode} yet.` };
  if (payablePaise >= area.freeDeliveryAbovePaise) return { paise: 0, message: `Free delivery to ${pincode}.` };
  return {
    paise: area.deliveryChargePaise,
    message: `Add ${formatRupees(area.freeDeliveryAbovePaise - payablePaise)} more for free delivery to ${pincode}.`,
  };
}
