import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';

/** What a finalisation did: marked an order paid, found it paid already, or found no such payment. */
export type Finalised =
  { result: 'paid' | 'already_paid'; orderNumber: string } | { result: 'unknown' } | { result: 'amount_mismatch'; orderNumber: string };

/**
 * Marks an order paid from a verified gateway payment, exactly once whichever path comes first (the
 * browser's confirmation or the gateway's webhook, repeated or concurrent). A payment for an order
 * cancelled meanwhile is recorded and the order flagged for a refund.
 */
export async function finalisePayment(
  db: Db,
  provider: string,
  gatewayOrderId: string,
  paymentId: string,
  amountPaise: number | null,
): Promise<Finalised> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.gatewayOrderId, gatewayOrderId)))
      .for('update');
    if (!payment) return { result: 'unknown' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return { result: 'unknown' };
    if (payment.status === 'paid') return { result: 'already_paid', orderNumber: order.orderNumber };
    if (amountPaise !== null && amountPaise !== payment.amountPaise) return { result: 'amount_mismatch', orderNumber: order.orderNumber };
    await tx.update(payments).set({ status: 'paid', gatewayPaymentId: paymentId, paidAt: new Date() }).where(eq(payments.id, payment.id));
    // Cancelled by the shopper, or expired unpaid (its stock already back on sale): the money is owed back.
    const cancelled = order.status === 'cancelled' || order.status === 'expired';
    await tx
      .update(orders)
      .set(cancelled ? { paymentStatus: 'refund_due' } : { status: 'placed', paymentStatus: 'paid' })
      .where(eq(orders.id, order.id));
    return { result: 'paid', orderNumber: order.orderNumber };
  });
}
