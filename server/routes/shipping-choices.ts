import { ShippingChoicesRequestSchema } from '../../contract/cart-requests';

/** The refusal of a malformed `cart_shipping_info`. */
export const SHIPPING_PROBLEM =
  'cart_shipping_info must be a JSON list of at most 20 {delivery_charge_id, del_date (YYYY-MM-DD), del_start_time, del_end_time (HH:MM)}';

/** The chosen slots of `cart_shipping_info` as GET /s/api/cart takes it (URL-encoded JSON), or null when malformed. */
export function shippingChoicesOfQuery(raw: string) {
  try {
    const parsed = ShippingChoicesRequestSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
