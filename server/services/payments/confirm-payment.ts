import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { finalisePayment } from './finalise-payment';
import { type Gateways, gatewayFor } from './gateways';
import { existingPayment } from './start-payment';

/** The answer to a confirmation: whether the order is paid now, or why the request was refused. */
export type ConfirmAnswer =
  | { ok: true; body: { paid: boolean; ordernumber: string; provider: string; message?: string } }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Finalises a payment the browser reports (Razorpay's signed hand-back, or the return from Cashfree):
 * the gateway's proof is checked against the payment we stored, and the order is marked paid once.
 */
export async function confirmPayment(
  db: Db,
  gateways: Gateways,
  scope: { websiteId: number; userId: number; orderId: number },
  proof: unknown,
): Promise<ConfirmAnswer> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, scope.orderId), eq(orders.websiteId, scope.websiteId), eq(orders.userId, scope.userId)));
  if (!order) return { ok: false, status: 404, message: 'Order not found' };
  const provider = order.paymentMethod;
  const answer = (paid: boolean, message?: string): ConfirmAnswer => ({
    ok: true,
    body: { paid, ordernumber: order.orderNumber, provider, ...(message ? { message } : {}) },
  });
  if (order.paymentStatus === 'paid') return answer(true);
  const gateway = gatewayFor(gateways, provider);
  const payment = gateway ? await existingPayment(db, order.id, provider) : null;
  if (!gateway || !payment) return { ok: false, status: 409, message: `Order ${order.orderNumber} has no online payment to confirm.` };
  const confirmation = await gateway.confirm(payment, proof);
  if ('invalid' in confirmation) return { ok: false, status: 400, message: confirmation.invalid };
  if (!confirmation.paid) return answer(false, confirmation.message);
  const finalised = await finalisePayment(db, provider, payment.gatewayOrderId, confirmation.paymentId, null);
  return answer(finalised.result === 'paid' || finalised.result === 'already_paid');
}
