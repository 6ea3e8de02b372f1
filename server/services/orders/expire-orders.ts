import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, packs } from '../../db/schema';

/** Minutes an online order may wait for its payment (UNPAID_ORDER_MINUTES, default 30) before its stock goes back. */
export function unpaidOrderMinutes(env = process.env): number {
  const minutes = Number(env.UNPAID_ORDER_MINUTES ?? 30);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 10_080)
    throw new Error(`UNPAID_ORDER_MINUTES must be 1–10080, got ${env.UNPAID_ORDER_MINUTES}`);
  return minutes;
}

/**
 * Until when an order waiting for its payment can be paid (our extension `pay_by`, ISO time): null for
 * any other order. The shopper is told this time when a payment window is closed.
 */
export function payBy(order: { status: string; createdAt: Date }, minutes = unpaidOrderMinutes()): string | null {
  return order.status === 'pending_payment' ? new Date(order.createdAt.getTime() + minutes * 60_000).toISOString() : null;
}

/**
 * Expires online orders left unpaid for `minutes`: status `expired`, their stock back on sale, so that
 * orders nobody pays for cannot hold a pack hostage. Each order in its own transaction, rechecked under
 * its lock (a payment may have just arrived). A payment that arrives later marks the order `refund_due`
 * (finalise-payment.ts). Answers how many orders expired.
 */
export async function expireUnpaidOrders(db: Db, minutes: number): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  let expired = 0;
  for (const { id } of due) {
    expired += await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (order?.status !== 'pending_payment') return 0;
      for (const item of await tx.select().from(orderItems).where(eq(orderItems.orderId, id))) {
        await tx
          .update(packs)
          .set({ stock: sql`${packs.stock} + ${item.quantity}` })
          .where(eq(packs.id, item.packId));
      }
      await tx.update(orders).set({ status: 'expired' }).where(eq(orders.id, id));
      return 1;
    });
  }
  return expired;
}
