import * as z from 'zod/mini';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A chosen delivery slot as a request carries it (GET /s/api/cart `cart_shipping_info`, and the order's extension), formats checked. */
export const ShippingChoiceRequestSchema = z.object({
  delivery_charge_id: z.int().check(z.positive()),
  del_date: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)),
  del_start_time: z.string().check(z.regex(TIME)),
  del_end_time: z.string().check(z.regex(TIME)),
});

/** The chosen delivery slots, one entry per delivery charge (at most 20). */
export const ShippingChoicesRequestSchema = z.array(ShippingChoiceRequestSchema).check(z.maxLength(20));
