import * as z from 'zod/mini';
import { listOf, numericId } from './lenient';
import { PaymentMethodSchema } from './payment-method';

// Lenient readers: a field a store server leaves out or sends malformed falls back on its own.
const text = () => z.catch(z.string(), '');
const nullableText = () => z.catch(z.nullable(z.string()), null);
const num = (fallback: number) => z.catch(z.number(), fallback);
const nullableNum = () => z.catch(z.nullable(z.number()), null);
/** An id that may come as a numeric string (`"4"`), or null. */
const nullableId = () => z.catch(z.nullable(numericId()), null);

/**
 * A delivery slot the shopper chose for one delivery charge (an entry of `cart_shipping_info`): date
 * YYYY-MM-DD, times HH:MM, India time. The formats are checked where a choice is received
 * (`cart-requests.ts`), so that the browser does not ship the checks.
 */
export const ShippingChoiceSchema = z.object({
  delivery_charge_id: numericId(),
  del_date: z.string(),
  del_start_time: z.string(),
  del_end_time: z.string(),
});
export type ShippingChoice = z.infer<typeof ShippingChoiceSchema>;

/** A delivery slot offered for a delivery (extension: the choices behind `cart_shipping_info`). */
export const DeliverySlotSchema = z.object({ del_date: z.string(), del_start_time: z.string(), del_end_time: z.string() });
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;

/** A line of the cart (spec section 3, Cart item); `slug` is our extension (the product page link). */
export const CartItemSchema = z.object({
  pack_id: numericId(),
  image: text(),
  /** The product's name. */
  name: text(),
  /** The pack's name, e.g. "500 g". */
  pack: text(),
  quantity: z.number(),
  price: num(0),
  act_price: num(0),
  /** The line's price: price × quantity. */
  amount: num(0),
  /** False when the line cannot be ordered as it is (out of stock, too few left, not delivered to the pincode). */
  valid: z.catch(z.boolean(), true),
  /** A warning about the line (optional). */
  message: z.optional(nullableText()),
  warehouse_id: nullableId(),
  delivery_charge_id: nullableId(),
  del_date: nullableText(),
  del_start_time: nullableText(),
  del_end_time: nullableText(),
  slug: z.optional(text()),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** One delivery charge of the cart, once per `delivery_charge_id` however many deliveries share it. */
export const DeliveryInfoSchema = z.object({
  delivery_charge_id: numericId(),
  /** Ours, like the fields below (spec section 3 names only `delivery_charge_id`): how the shopper knows this delivery. */
  label: text(),
  /** The charge before any waiver; null when the store does not say. */
  charge: nullableNum(),
  /** Goods worth this much or more ship free under this charge; null when the store does not say (no rule is shown). */
  free_above: nullableNum(),
  /** What is charged: 0 once the goods it covers reach `free_above`; null when the store does not say. */
  applied: nullableNum(),
});
export type DeliveryInfo = z.infer<typeof DeliveryInfoSchema>;

/** One delivery (a warehouse's share of the cart) with its items, when `groupby_delivery` is asked for. */
export const DeliveryGroupSchema = z.object({
  warehouse_id: z.number(),
  name: text(),
  /** Null when this warehouse does not deliver to the pincode. */
  delivery_charge_id: nullableNum(),
  /** Shipped by a courier partner (a day, no time window). */
  external_shipping: z.catch(z.boolean(), false),
  /** Shipping weight in grams. */
  weights: num(0),
  del_date: nullableText(),
  del_start_time: nullableText(),
  del_end_time: nullableText(),
  /** The slots the shopper may choose from (none for courier shipping). */
  slots: listOf(DeliverySlotSchema, 'delivery slots'),
  items: listOf(CartItemSchema, 'cart items'),
});
export type DeliveryGroup = z.infer<typeof DeliveryGroupSchema>;

/** The shopper's cart (spec section 3, Cart), replaced wholesale by every answer of add, remove and fetch. Amounts in rupees. */
export const CartSchema = z.object({
  items: listOf(CartItemSchema, 'cart items'),
  /** Units in the cart. */
  quantity: num(0),
  /** The items at their actual (MRP) prices. */
  amount: num(0),
  /** What pack prices and the offer code take off `amount`. */
  discount: num(0),
  /** The applied offer code, or null. */
  offercode: nullableText(),
  /** The deliveries' charges before free-delivery waivers. */
  delivery_charge: num(0),
  /** What the shopper pays for delivery. */
  finalDelivery: num(0),
  /** What the shopper pays: amount − discount + finalDelivery. */
  total: num(0),
  /** Whether every line can be delivered to the chosen pincode. */
  serviceable: z.catch(z.boolean(), false),
  /** The store's note on this cart, or null (the reference server keeps none). */
  notes: nullableText(),
  /** A warning about the cart (refused offer code, lines short of stock). */
  message: nullableText(),
  /** The delivery charge explained: free delivery, or how much more makes it free. */
  deliveryMessage: nullableText(),
  paymentMethods: listOf(PaymentMethodSchema, 'payment methods'),
  /** With `groupby_delivery`: the deliveries with their items. */
  grouped_items: listOf(DeliveryGroupSchema, 'deliveries'),
  /** The first delivery's slot. */
  del_date: nullableText(),
  del_start_time: nullableText(),
  del_end_time: nullableText(),
  deliveryInfo: listOf(DeliveryInfoSchema, 'deliveryInfo'),
  /** The slots in effect per delivery charge (the shopper's choices where still offered). */
  cart_shipping_info: listOf(ShippingChoiceSchema, 'cart_shipping_info'),
  /** Shipping weight in grams. */
  weights: num(0),
  /** Whether part of the cart ships through an external shipping integration (the name is ours: the specification gives none). */
  external_shipping: z.catch(z.boolean(), false),
});
export type Cart = z.infer<typeof CartSchema>;

/**
 * A cart from a store's answer, each field falling back on its own; throws when the answer is no cart
 * at all (no `items` list), so that a stray answer never empties the cart on screen.
 */
export function readCart(body: unknown): Cart {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { items?: unknown }).items)) {
    const message = 'The store did not answer with a cart. Please try again.';
    // `data` as an API error carries it, so the error toast shows this text.
    throw Object.assign(new Error(message), { data: { message } });
  }
  return CartSchema.parse(body);
}

/** The cart with nothing in it, as a store answers it (defaults of every field). */
// Pure: a bundle that does not use it (the storefront's) leaves it out instead of parsing at start-up.
export const EMPTY_CART: Cart = /* @__PURE__ */ CartSchema.parse({});

/** Most of one pack a cart may hold (the server refuses more; the quantity control stops there). */
export const MAX_QUANTITY = 50;
