import * as z from 'zod/mini';
import { listOf, numericId, textId } from './lenient';

/** An order as GET /s/api/orders/{ordernumber} answers it (amounts in rupees). */
export const OrderSchema = z.object({
  order_id: numericId(),
  ordernumber: textId(),
  status: z.string(),
  cancellable: z.catch(z.boolean(), false),
  payment_method: z.string(),
  /** on_delivery, pending (online, not paid yet), paid or refund_due. */
  payment_status: z.catch(z.string(), 'on_delivery'),
  /** Until when an order waiting for payment can be paid (ISO time; our extension, null when unknown). */
  pay_by: z.catch(z.nullable(z.string()), null),
  created_at: z.string(),
  address: z.record(z.string(), z.string()),
  /** The deliveries promised at checkout. */
  delivery: z.catch(
    z.array(
      z.object({
        name: z.string(),
        external_shipping: z.catch(z.boolean(), false),
        delivery_date: z.catch(z.nullable(z.string()), null),
        window: z.catch(z.nullable(z.string()), null),
      }),
    ),
    [],
  ),
  note: z.catch(z.string(), ''),
  coupon: z.catch(z.nullable(z.string()), null),
  amount: z.number(),
  discount: z.number(),
  delivery_charge: z.number(),
  total: z.number(),
  items: z.array(
    z.object({
      pack_id: numericId(),
      product_name: z.string(),
      pack_name: z.string(),
      quantity: z.number(),
      price: z.number(),
      act_price: z.number(),
      /** The pack's warehouse today (our extension): without it the items cannot go into the cart again. */
      warehouse_id: z.catch(z.nullable(z.number()), null),
      /** The product's page (our extension). */
      slug: z.catch(z.nullable(z.string()), null),
      /** The product's picture (our extension): a thumbnail beside the item. */
      image: z.catch(z.nullable(z.string()), null),
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

/** One line of GET /s/api/orders. */
export const OrderLineSchema = z.object({
  order_id: numericId(),
  ordernumber: textId(),
  status: z.string(),
  payment_status: z.catch(z.string(), 'on_delivery'),
  /** Our extension: the gateway an order waiting for payment is paid through (its Pay now link). */
  payment_method: z.catch(z.nullable(z.string()), null),
  pay_by: z.catch(z.nullable(z.string()), null),
  total: z.number(),
  created_at: z.string(),
  items: z.catch(z.number(), 0),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A page of GET /s/api/orders?page=. */
export const OrderPageSchema = z.object({
  data: listOf(OrderLineSchema, 'orders'),
  meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
});

/** POST /s/api/order/cancel/{id} (spec section 7: "Response not shown", so ours). */
export const CancelledOrderSchema = z.object({ ok: z.literal(true), status: z.literal('cancelled') });
