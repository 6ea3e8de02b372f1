import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { CANCELLABLE } from './cancel-order';
import { rupees } from '../money';

/** One of the shopper's orders by its number, with its items; null when it is not theirs or does not exist. */
export async function loadOrder(db: Db, websiteId: number, userId: number, orderNumber: string) {
  if (orderNumber.length > 40) return null;
  const [order] = await db.select().from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productName));
  return {
    order_id: order.id,
    ordernumber: order.orderNumber,
    status: order.status,
    cancellable: CANCELLABLE.includes(order.status),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    created_at: order.createdAt.toISOString(),
    address: order.address,
    delivery: order.delivery,
    note: order.note,
    coupon: order.couponCode,
    amount: rupees(order.amountPaise),
    discount: rupees(order.discountPaise),
    delivery_charge: rupees(order.deliveryPaise),
    total: rupees(order.totalPaise),
    items: items.map((i) => ({
      pack_id: i.packId, product_name: i.productName, pack_name: i.packName, quantity: i.quantity,
      price: rupees(i.pricePaise), act_price: rupees(i.actPricePaise),
    })),
  };
}
