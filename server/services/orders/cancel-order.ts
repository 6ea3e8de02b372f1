import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, packs } from '../../db/schema';

/** Statuses a shopper may still cancel from. */
export const CANCELLABLE = ['placed', 'pending_payment'];

export type CancelResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** Cancels one of the shopper's orders while it is still cancellable, putting its stock back. */
export async function cancelOrder(db: Db, websiteId: number, userId: number, orderId: number): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId), eq(orders.userId, userId)))
      .for('update');
    if (!order) return { ok: false, status: 404, message: 'Order not found' };
    if (!CANCELLABLE.includes(order.status))
      return { ok: false, status: 409, message: `This order is ${order.status} and can no longer be cancelled.` };
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const item of items)
      await tx
        .update(packs)
        .set({ stock: sql`${packs.stock} + ${item.quantity}` })
        .where(eq(packs.id, item.packId));
    // Refunds are not automated: a paid order cancelled is flagged for the store to refund.
    await tx
      .update(orders)
      .set({ status: 'cancelled', ...(order.paymentStatus === 'paid' ? { paymentStatus: 'refund_due' } : {}) })
      .where(eq(orders.id, order.id));
    return { ok: true };
  });
}
