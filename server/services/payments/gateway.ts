import type { IncomingHttpHeaders } from 'node:http';

/** The online gateways the reference server speaks to. */
export type ProviderId = 'razorpay' | 'cashfree';

/** Our order as a gateway needs it. */
export interface GatewayOrder {
  orderId: number;
  orderNumber: string;
  amountPaise: number;
  customer: { id: number; name: string; phone: string; email: string | null };
  /** Where the gateway sends the shopper back (Cashfree): /checkout/confirm/{id} on the store's origin. */
  returnUrl: string;
}

/** What the gateway gave us for an order, as stored in `payments`. */
export interface GatewayPayment {
  gatewayOrderId: string;
  sessionId: string | null;
  amountPaise: number;
}

/** How the store presents itself in the gateway's window. */
export interface Storefront {
  name: string;
  themeColor: string;
}

/** The answer of a confirmation: paid with the gateway's payment id, or not (yet). */
export type Confirmation = { paid: true; paymentId: string } | { paid: false; message: string };

/** A webhook read: a signature that does not match, an event that pays nothing, or a payment. */
export type WebhookRead =
  { kind: 'forged' } | { kind: 'ignored' } | { kind: 'paid'; gatewayOrderId: string; paymentId: string; amountPaise: number };

/** One online payment gateway behind the interface the routes use. */
export interface PaymentGateway {
  readonly id: ProviderId;
  /** The payment method's name at checkout. */
  readonly name: string;
  /** True when this is the offline stand-in rather than the real service. */
  readonly testMode: boolean;
  /** Creates the gateway's order for ours. */
  createPayment(order: GatewayOrder): Promise<GatewayPayment>;
  /** What the browser needs to open the gateway's checkout. */
  payOptions(payment: GatewayPayment, order: GatewayOrder, store: Storefront): Record<string, unknown>;
  /** Checks what the browser brought back (Razorpay: a signature) or asks the gateway (Cashfree). */
  confirm(payment: GatewayPayment, body: unknown): Promise<Confirmation | { invalid: string }>;
  /** Checks a webhook's signature over the raw body and reads the payment it reports. */
  readWebhook(rawBody: string, headers: IncomingHttpHeaders): WebhookRead;
}
