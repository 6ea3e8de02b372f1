import * as z from 'zod/mini';

/** A way to pay that the store offers: `id` is what the order's `payment` names (cod, razorpay, cashfree). */
export const PaymentMethodSchema = z.object({ id: z.string(), name: z.string() });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
