import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, users } from '../../db/schema';
import type { WebsiteRow } from '../../website/resolve-website';
import type { GatewayOrder, GatewayPayment, PaymentGateway } from './gateway';
import { payBy } from '../orders/expire-orders';

/** Who pays which order, on which storefront. */
export interface PaymentScope {
  website: WebsiteRow;
  origin: string;
  userId: number;
  orderId: number;
}

/** The order a payment screen shows, with what its gateway needs (none once the order is paid). */
export type StartedPayment =
  | {
      ok: true;
      order: { order_id: number; ordernumber: string; total: number; paid: boolean; pay_by: string | null };
      options: Record<string, unknown> | null;
    }
  | { ok: false; status: 404 | 409; message: string };

const HEX_COLOUR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/**
 * Prepares the payment of one of the shopper's unpaid online orders: the gateway's order is created
 * once per order and gateway, and reused for every retry, so an order stays payable after a failed
 * or dismissed attempt.
 */
export async function startPayment(db: Db, gateway: PaymentGateway, scope: PaymentScope): Promise<StartedPayment> {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, scope.orderId), eq(orders.websiteId, scope.website.id), eq(orders.userId, scope.userId)));
  if (!row) return { ok: false, status: 404, message: 'Order not found' };
  const { order, user } = row;
  const summary = {
    order_id: order.id,
    ordernumber: order.orderNumber,
    total: order.totalPaise / 100,
    paid: order.paymentStatus === 'paid',
    pay_by: payBy(order),
  };
  if (summary.paid) return { ok: true, order: summary, options: null };
  if (order.paymentMethod !== gateway.id)
    return { ok: false, status: 409, message: `Order ${order.orderNumber} is not paid through ${gateway.id}.` };
  if (order.status !== 'pending_payment')
    return { ok: false, status: 409, message: `Order ${order.orderNumber} is ${order.status} and cannot be paid.` };

  const gatewayOrder: GatewayOrder = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountPaise: order.totalPaise,
    customer: { id: user.id, name: user.name, phone: user.phone, email: user.email },
    returnUrl: `${scope.origin}/checkout/confirm/${order.id}`,
  };
  const payment =
    (await existingPayment(db, order.id, gateway.id)) ??
    (await recordPayment(db, order.id, gateway, await gateway.createPayment(gatewayOrder)));
  const primary = scope.website.config.activetheme.data.colors.primary ?? '';
  const store = { name: scope.website.name, themeColor: HEX_COLOUR.test(primary) ? primary : '#3399cc' };
  return { ok: true, order: summary, options: gateway.payOptions(payment, gatewayOrder, store) };
}

/** The stored gateway payment of an order, if one was created. */
export async function existingPayment(db: Db, orderId: number, provider: string): Promise<GatewayPayment | null> {
  const [row] = await db
    .select({ gatewayOrderId: payments.gatewayOrderId, sessionId: payments.sessionId, amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)));
  return row ?? null;
}

async function recordPayment(db: Db, orderId: number, gateway: PaymentGateway, created: GatewayPayment): Promise<GatewayPayment> {
  await db
    .insert(payments)
    .values({ orderId, provider: gateway.id, ...created })
    .onConflictDoNothing();
  // Two tabs starting at once: the first stored payment wins and both use it.
  return (await existingPayment(db, orderId, gateway.id)) as GatewayPayment;
}
