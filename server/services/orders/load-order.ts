import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, packs, products } from '../../db/schema';
import { CANCELLABLE } from './cancel-order';
import { payBy } from './expire-orders';
import { rupees } from '../money';

/** Which order: its id (spec section 2, /account/orders/{id}) or its number (the success page's). */
export type OrderRef = { id: number } | { orderNumber: string };

/** One of the shopper's orders, with its items; null when it is not theirs or does not exist. */
export async function loadOrder(db: Db, websiteId: number, userId: number, ref: OrderRef) {
  if ('orderNumber' in ref && ref.orderNumber.length > 40) return null;
  const which = 'id' in ref ? eq(orders.id, ref.id) : eq(orders.orderNumber, ref.orderNumber);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.userId, userId), which));
  if (!order) return null;
  // The pack's warehouse, product page and picture today (our extension), so that the items can go into
  // the cart again and show a thumbnail; null for a pack the store has since removed.
  const items = await db
    .select({ item: orderItems, warehouseId: packs.warehouseId, slug: products.slug, medias: products.medias })
    .from(orderItems)
    .leftJoin(packs, eq(packs.id, orderItems.packId))
    .leftJoin(products, eq(products.id, packs.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName));
  return {
    order_id: order.id,
    ordernumber: order.orderNumber,
    status: order.status,
    cancellable: CANCELLABLE.includes(order.status),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    pay_by: payBy(order),
    created_at: order.createdAt.toISOString(),
    address: order.address,
    delivery: order.delivery,
    note: order.note,
    coupon: order.couponCode,
    amount: rupees(order.amountPaise),
    discount: rupees(order.discountPaise),
    delivery_charge: rupees(order.deliveryPaise),
    total: rupees(order.totalPaise),
    items: items.map(({ item: i, warehouseId, slug, medias }) => ({
      pack_id: i.packId,
      product_name: i.productName,
      pack_name: i.packName,
      quantity: i.quantity,
      price: rupees(i.pricePaise),
      act_price: rupees(i.actPricePaise),
      warehouse_id: warehouseId,
      slug,
      image: medias?.[0]?.src ?? null,
    })),
  };
}
