import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { rupees } from '../money';
import { CANCELLABLE } from './cancel-order';
import { payBy } from './expire-orders';

/** Orders per page of the account's order list. */
export const ORDERS_PER_PAGE = 10;

/** One page of the shopper's orders, newest first, with the total count. */
export async function listOrders(db: Db, websiteId: number, userId: number, page: number) {
  const mine = and(eq(orders.websiteId, websiteId), eq(orders.userId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        createdAt: orders.createdAt,
        items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return {
    data: rows.map((o) => ({
      order_id: o.id,
      ordernumber: o.orderNumber,
      status: o.status,
      cancellable: CANCELLABLE.includes(o.status),
      payment_method: o.paymentMethod,
      payment_status: o.paymentStatus,
      pay_by: payBy(o),
      total: rupees(o.totalPaise),
      created_at: o.createdAt.toISOString(),
      items: Number(o.items),
    })),
    meta: { total: Number(total?.n ?? 0), page, perPage: ORDERS_PER_PAGE },
  };
}
