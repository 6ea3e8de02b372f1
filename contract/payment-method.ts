import * as z from 'zod/mini';
import { textId } from './lenient';

/** A way to pay that the store offers: `id` is what the order's `payment` names (cod, razorpay, cashfree); a number is read as text. */
export const PaymentMethodSchema = z.object({ id: textId(), name: z.string() });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
