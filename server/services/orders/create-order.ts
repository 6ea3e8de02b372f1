import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, like, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { ShippingChoice } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { addresses, cartItems, carts, coupons, idempotencyKeys, orderItems, orders, packs, pincodes } from '../../db/schema';
import { loadCartLines } from '../cart/cart-lines';
import { findCart } from '../cart/cart-owner';
import { viewCart } from '../cart/cart-view';
import { couponProblem } from '../cart/coupon-rules';
import { limitMessage, packLimit } from '../cart/pack-limit';
import { lastDeliveryDue } from '../delivery/delivery-slots';
import { paise } from '../money';

/** A validated order request (the client's prices are never part of it). */
export interface OrderRequest {
  address_id: number;
  payment: string;
  offercode: string | null;
  note: string;
  /** Extension: the delivery slots chosen at checkout, as GET /s/api/cart takes them. */
  cart_shipping_info: ShippingChoice[];
}

/** Status and body of an answer, as stored for an idempotency key. */
export interface OrderAnswer {
  status: number;
  body: unknown;
}

/** Who orders where, and under which Idempotency-Key (null: the client sent none). */
export interface OrderScope {
  websiteId: number;
  websiteSlug: string;
  userId: number;
  key: string | null;
  /** The client network the request came from (server/security/client-network.ts); null: this host's own. */
  clientNetwork: string | null;
}

/**
 * Orders one shopper may have open and unpaid at once: an online order waiting for its payment (it
 * holds its stock for UNPAID_ORDER_MINUTES), or a cash on delivery order until its delivery is due.
 * Each holds stock, so without a cap one shopper could hold a pack's whole stock from every other
 * shopper (33 × add, then one unpaid order, and every add answered 409 until it ended).
 */
export const MAX_UNPAID_ORDERS = 2;

/**
 * Unpaid open orders from one client network at once, whoever places them: new sign-ins from one host
 * cannot multiply the per-shopper cap. A home or an office shares one network, and so may many phones
 * behind a carrier's shared IPv4 address, hence room for several shoppers.
 */
export const MAX_UNPAID_ORDERS_PER_NETWORK = 10;

/** How long a repeat of the same cart and form, sent without an Idempotency-Key, answers the first order. */
export const IMPLICIT_REPEAT_SECONDS = 120;
const IMPLICIT = 'implicit-';

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The key of a request without an Idempotency-Key: the same shopper, form and cart make the same key.
 * Once the first order has emptied the cart, a repeat finds the key of the same form within the window.
 */
async function implicitKey(db: Db, scope: OrderScope, requestHash: string): Promise<string> {
  const cart = await findCart(db, scope.websiteId, { userId: scope.userId });
  const lines = cart
    ? await db
        .select({ packId: cartItems.packId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id))
        .orderBy(cartItems.packId)
    : [];
  if (lines.length === 0) {
    const [recent] = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.websiteId, scope.websiteId),
          eq(idempotencyKeys.userId, scope.userId),
          eq(idempotencyKeys.requestHash, requestHash),
          like(idempotencyKeys.key, `${IMPLICIT}%`),
          eq(idempotencyKeys.statusCode, 200),
          gt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IMPLICIT_REPEAT_SECONDS})`),
        ),
      )
      .orderBy(desc(idempotencyKeys.createdAt))
      .limit(1);
    if (recent) return recent.key;
  }
  return IMPLICIT + sha256(JSON.stringify([requestHash, cart?.couponCode ?? null, lines.map((l) => [l.packId, l.quantity])])).slice(0, 64);
}

/**
 * Places the signed-in shopper's cart as an order, exactly once per idempotency key: the first
 * answer is stored and replayed for a repeat with the same parameters (a double click, two tabs, a
 * retry after a lost response); the same key with other parameters is refused. A client that sends
 * no Idempotency-Key gets one made of its cart and form, kept for IMPLICIT_REPEAT_SECONDS. Stock is
 * taken inside the transaction with a conditional update, so concurrent orders never sell more than
 * there is, and every amount is computed here from the packs and the coupon.
 */
export async function createOrder(db: Db, scope: OrderScope, request: OrderRequest): Promise<OrderAnswer> {
  const requestHash = sha256(JSON.stringify(request));
  return db.transaction(async (tx) => {
    const key = scope.key ?? (await implicitKey(tx, scope, requestHash));
    const keyOf = and(
      eq(idempotencyKeys.websiteId, scope.websiteId),
      eq(idempotencyKeys.userId, scope.userId),
      eq(idempotencyKeys.key, key),
    );
    const keptSeconds = scope.key ? 86_400 : IMPLICIT_REPEAT_SECONDS;
    await tx.delete(idempotencyKeys).where(and(keyOf, lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${keptSeconds})`)));
    // Claiming the key first makes a concurrent repeat wait for this transaction, then replay its answer.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ websiteId: scope.websiteId, userId: scope.userId, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(keyOf);
      if (!stored || stored.requestHash !== requestHash) {
        return { status: 422, body: { message: 'This Idempotency-Key was already used for a different order.' } };
      }
      return { status: stored.statusCode, body: stored.response };
    }
    try {
      const body = await tx.transaction((inner) => placeOrder(inner, { ...scope, key }, request));
      await tx.update(idempotencyKeys).set({ statusCode: 200, response: body }).where(keyOf);
      return { status: 200, body };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A refused attempt changes nothing and keeps no key: the shopper may fix the cart and retry.
      await tx.delete(idempotencyKeys).where(keyOf);
      return { status: error.status, body: { message: error.message } };
    }
  });
}

/**
 * The website's unpaid open orders that `whose` selects (online ones waiting for their payment, cash
 * on delivery ones not yet due), counted under a lock on `lockKey` held until the transaction ends:
 * two orders placed at once are counted one after the other.
 */
async function unpaidOrders(db: Db, websiteId: number, lockKey: string, whose: SQL): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
  const [unpaid] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.websiteId, websiteId),
        whose,
        inArray(orders.status, ['pending_payment', 'placed']),
        or(eq(orders.paymentStatus, 'pending'), and(eq(orders.paymentStatus, 'on_delivery'), gt(orders.deliveryDue, sql`now()`))),
      ),
    );
  return unpaid?.n ?? 0;
}

async function placeOrder(db: Db, scope: OrderScope & { key: string }, request: OrderRequest) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, request.address_id), eq(addresses.websiteId, scope.websiteId), eq(addresses.userId, scope.userId)));
  if (!address) throw new Refusal(404, 'Address not found.');
  const [area] = await db
    .select()
    .from(pincodes)
    .where(and(eq(pincodes.websiteId, scope.websiteId), eq(pincodes.pincode, address.pincode)));
  if (!area) throw new Refusal(400, `We do not deliver to ${address.pincode} yet.`);
  const cart = await findCart(db, scope.websiteId, { userId: scope.userId });
  const lines = cart ? await loadCartLines(db, cart.id, scope.websiteId) : [];
  if (!cart || lines.length === 0) throw new Refusal(400, 'Your cart is empty.');

  const couponCode = request.offercode ?? cart.couponCode;
  if (request.offercode) {
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.websiteId, scope.websiteId), eq(coupons.code, request.offercode)));
    const problem = coupon
      ? couponProblem(
          coupon,
          lines.reduce((s, l) => s + l.pricePaise * l.quantity, 0),
          new Date(),
        )
      : `Coupon ${request.offercode} does not exist.`;
    if (problem) throw new Refusal(400, problem);
  }
  const totals = await viewCart(
    db,
    scope.websiteId,
    { id: cart.id, couponCode },
    {
      pincode: address.pincode,
      paymentMethods: [],
      groupByDelivery: true,
      choices: request.cart_shipping_info,
    },
  );
  const undeliverable = totals.items.find((item) => item.delivery_charge_id === null);
  if (undeliverable) throw new Refusal(400, `${undeliverable.name} (${undeliverable.pack}) cannot be delivered to ${address.pincode}.`);
  if (totals.offercode) await claimCouponUse(db, scope, totals.offercode);
  const online = request.payment !== 'cod';
  // The shopper's lock first, then the network's, in every order: two orders never wait on each other.
  if ((await unpaidOrders(db, scope.websiteId, `unpaid-shopper:${scope.userId}`, eq(orders.userId, scope.userId))) >= MAX_UNPAID_ORDERS)
    throw new Refusal(
      409,
      `You have ${MAX_UNPAID_ORDERS} orders not yet paid for or delivered. Pay for one, or cancel one in My Orders, before placing another.`,
    );
  const network = scope.clientNetwork;
  if (
    network !== null &&
    (await unpaidOrders(db, scope.websiteId, `unpaid-network:${scope.websiteId}:${network}`, eq(orders.clientNetwork, network))) >=
      MAX_UNPAID_ORDERS_PER_NETWORK
  )
    throw new Refusal(429, 'Too many orders from your network are not yet paid for or delivered. Please try again later.');
  for (const line of lines) {
    const limit = packLimit(line.maxPerOrder);
    if (line.quantity > limit) throw new Refusal(409, limitMessage(limit, `${line.productName} (${line.packName})`));
  }
  // Packs are taken in one order (by id) by every order, so two orders never wait on each other's rows.
  for (const line of [...lines].sort((a, b) => a.packId - b.packId)) {
    const taken = await db
      .update(packs)
      .set({ stock: sql`${packs.stock} - ${line.quantity}` })
      .where(and(eq(packs.id, line.packId), sql`${packs.stock} >= ${line.quantity}`))
      .returning({ id: packs.id });
    if (taken.length === 0) {
      const [left] = await db.select({ stock: packs.stock }).from(packs).where(eq(packs.id, line.packId));
      // Stock is not told exactly (issue 19: a competitor could read it off the message).
      throw new Refusal(
        409,
        (left?.stock ?? 0) <= 0
          ? `${line.productName} (${line.packName}) is out of stock.`
          : `Only a few of ${line.productName} (${line.packName}) are left: please order fewer.`,
      );
    }
  }
  const delivery = totals.grouped_items.map((g) => ({
    name: g.name,
    external_shipping: g.external_shipping,
    delivery_date: g.del_date,
    window: g.del_start_time && g.del_end_time ? `${g.del_start_time}-${g.del_end_time}` : null,
    pack_ids: g.items.map((i) => i.pack_id),
  }));
  // An online order holds its stock and waits for the gateway; cash on delivery is placed at once.
  const [order] = await db
    .insert(orders)
    .values({
      websiteId: scope.websiteId,
      userId: scope.userId,
      orderNumber: `pending-${scope.key}`,
      status: online ? 'pending_payment' : 'placed',
      paymentStatus: online ? 'pending' : 'on_delivery',
      paymentMethod: request.payment,
      clientNetwork: scope.clientNetwork,
      address: {
        name: address.name,
        phone: address.phone,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
      },
      amountPaise: paise(totals.amount),
      discountPaise: paise(totals.discount),
      deliveryPaise: paise(totals.finalDelivery),
      totalPaise: paise(totals.total),
      couponCode: totals.offercode,
      note: request.note,
      delivery,
      deliveryDue: lastDeliveryDue(delivery, new Date()),
    })
    .returning({ id: orders.id });
  const orderId = (order as { id: number }).id;
  const orderNumber = `${scope.websiteSlug.slice(0, 2).toUpperCase()}${String(orderId).padStart(6, '0')}`;
  await db.update(orders).set({ orderNumber }).where(eq(orders.id, orderId));
  await db.insert(orderItems).values(
    lines.map((l) => ({
      orderId,
      packId: l.packId,
      productName: l.productName,
      packName: l.packName,
      pricePaise: l.pricePaise,
      actPricePaise: l.actPricePaise,
      quantity: l.quantity,
    })),
  );
  await db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
  return {
    id: orderId,
    ordernumber: orderNumber,
    status: online ? 'pending_payment' : 'placed',
    total: totals.total,
    // The page goes on to /checkout/{provider}/{id} to pay.
    ...(online ? { payOptions: { provider: request.payment, id: orderId } } : {}),
  };
}

/**
 * Refuses a coupon whose uses are spent, in all or by this shopper (cancelled and expired orders give
 * theirs back). The coupon's row is locked first, so that shoppers ordering at once with its last use
 * wait for each other and only one gets it.
 */
async function claimCouponUse(db: Db, scope: OrderScope, code: string): Promise<void> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, scope.websiteId), eq(coupons.code, code)))
    .for('no key update');
  if (!coupon || (coupon.maxUses === null && coupon.maxUsesPerShopper === null)) return;
  const live = and(eq(orders.websiteId, scope.websiteId), eq(orders.couponCode, code), notInArray(orders.status, ['cancelled', 'expired']));
  const [uses] = await db
    .select({ all: sql<number>`count(*)::int`, mine: sql<number>`count(*) filter (where ${orders.userId} = ${scope.userId})::int` })
    .from(orders)
    .where(live);
  if (coupon.maxUsesPerShopper !== null && (uses?.mine ?? 0) >= coupon.maxUsesPerShopper) {
    throw new Refusal(
      409,
      coupon.maxUsesPerShopper === 1 ? `You have already used coupon ${code}.` : `You have used coupon ${code} as often as it allows.`,
    );
  }
  if (coupon.maxUses !== null && (uses?.all ?? 0) >= coupon.maxUses) throw new Refusal(409, `Coupon ${code} has been used up.`);
}
