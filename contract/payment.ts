import * as z from 'zod/mini';
import { numericId, textId } from './lenient';

/** Razorpay checkout.js options as POST /s/api/payment/start/razorpay/{id} gives them (amount in paise). */
export const RazorpayOptionsSchema = z.object({
  provider: z.literal('razorpay'),
  script: z.string(),
  test_mode: z.boolean(),
  key: z.string(),
  order_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
  theme: z.object({ color: z.string() }),
});
export type RazorpayOptions = z.infer<typeof RazorpayOptionsSchema>;

/** Cashfree JS SDK options as POST /s/api/payment/start/cashfree/{id} gives them. */
export const CashfreeOptionsSchema = z.object({
  provider: z.literal('cashfree'),
  script: z.string(),
  test_mode: z.boolean(),
  mode: z.enum(['sandbox', 'production']),
  payment_session_id: z.string(),
  return_url: z.string(),
});
export type CashfreeOptions = z.infer<typeof CashfreeOptionsSchema>;

/** What a gateway needs to open its checkout. */
export type PayOptions = RazorpayOptions | CashfreeOptions;

/** The answer of POST /s/api/payment/start/{provider}/{id}: the order, and the gateway's options unless it is paid. */
export const StartedPaymentSchema = z.object({
  /** `pay_by` (our extension): until when the order can be paid, ISO time. */
  order: z.object({
    order_id: z.number(),
    ordernumber: z.string(),
    total: z.number(),
    paid: z.boolean(),
    pay_by: z.catch(z.nullable(z.string()), null),
  }),
  options: z.nullable(z.discriminatedUnion('provider', [RazorpayOptionsSchema, CashfreeOptionsSchema])),
});
export type StartedPayment = z.infer<typeof StartedPaymentSchema>;

/** The answer of POST /s/api/payment/confirm/{id}. */
export const ConfirmationSchema = z.object({
  paid: z.boolean(),
  ordernumber: z.string(),
  provider: z.string(),
  message: z.optional(z.string()),
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;

/**
 * The answer of POST /s/api/order/create: an order is identified by `id` and `ordernumber` (spec
 * section 3); with payOptions the shopper pays at /checkout/{provider}/{id} (section 4). `status` and
 * `total` (rupees) are our extension.
 */
export const PlacedOrderSchema = z.object({
  id: z.optional(numericId()),
  ordernumber: textId(),
  status: z.optional(z.string()),
  total: z.optional(z.number()),
  payOptions: z.optional(z.object({ provider: z.string(), id: numericId() })),
});
