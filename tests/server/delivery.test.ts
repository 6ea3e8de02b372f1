import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addresses, deliveryCharges, packs, products, users, warehousePincodes, warehouses, websites } from '../../server/db/schema';
import { indiaDate } from '../../server/services/delivery/delivery-slots';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

describe.each(databaseKinds(postgresUrl))('deliveries, charges and serviceability per warehouse on %s', (kind) => {
  let t: TestApp;
  let websiteId: number;
  /** A small pack from the city warehouse and a bulk pack (5 kg and more) that ships by courier. */
  let small: { id: number; price: number; weight: number };
  let bulk: { id: number; price: number; weight: number };

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    const [site] = await t.database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'freshkart'));
    websiteId = (site as { id: number }).id;
    const pick = (heavy: boolean) => t.database.db.select({ id: packs.id, price: packs.pricePaise, weight: packs.weightGrams }).from(packs)
      .innerJoin(products, eq(products.id, packs.productId))
      .where(and(eq(products.websiteId, websiteId), heavy ? gte(packs.weightGrams, 5000) : lt(packs.weightGrams, 1000), gte(packs.stock, 10)))
      .orderBy(asc(packs.pricePaise)).limit(1);
    small = (await pick(false))[0] as typeof small;
    bulk = (await pick(true))[0] as typeof bulk;
  });
  afterAll(() => t.close());

  async function guestWith(pincode: string, packIds: number[]) {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
    const cookies = cookiesFrom(res.headers['set-cookie']);
    const headers = { 'x-web-url': ORIGIN, cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string };
    await t.app.inject({ method: 'GET', url: `/s/api/check/pincode/${pincode}`, headers });
    for (const id of packIds) await t.app.inject({ method: 'POST', url: '/s/api/cart/add', headers: { ...headers, 'content-type': 'application/json' }, payload: { pack_id: id, quantity: 1 } });
    return headers;
  }
  const cart = async (headers: Record<string, string>, query = '?cart_shipping_info=1&groupby_delivery=1') =>
    t.app.inject({ method: 'GET', url: `/s/api/cart${query}`, headers });

  it('splits the cart into deliveries by warehouse, with slots, an expected day, weights and each charge once', async () => {
    const me = await guestWith('560001', [small.id, bulk.id]);
    const body = (await cart(me, '?cart_shipping_info=1&groupby_delivery=1&payment_method=cod')).json();
    expect(body.groups).toHaveLength(2);
    const [city, courier] = body.groups;
    expect(city).toMatchObject({ name: 'City warehouse', external_shipping: false, pack_ids: [small.id], weight_grams: small.weight, window: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/) });
    expect(city.slots.length).toBeGreaterThan(1);
    expect(city.delivery_date).toBe(city.slots[0].date);
    expect(courier).toMatchObject({ external_shipping: true, pack_ids: [bulk.id], slots: [], window: null, delivery_date: indiaDate(new Date(), 3) });
    expect(body).toMatchObject({ weights: small.weight + bulk.weight, external_shipping: true, payment_method: 'cod' });
    const charges = body.shipping.delivery_charges;
    expect(body.shipping).toMatchObject({ pincode: '560001', city: 'Bengaluru', serviceable: true });
    expect(new Set(charges.map((c: { delivery_charge_id: number }) => c.delivery_charge_id)).size).toBe(2);
    const applied = charges.reduce((sum: number, c: { applied: number }) => sum + c.applied, 0);
    expect(body.delivery_charge).toBe(applied);
    expect(body.total).toBeCloseTo((small.price + bulk.price) / 100 + applied, 2);
    // Without the flags the answer stays light.
    const plain = (await cart(me, '')).json();
    expect(plain.groups).toBeUndefined();
    expect(plain.shipping).toBeUndefined();
    expect(plain.delivery_charge).toBe(body.delivery_charge);
  });

  it('two deliveries under one delivery_charge_id pay it once, and its free-delivery amount counts both', async () => {
    const [courierWarehouse] = await t.database.db.select().from(warehouses).where(and(eq(warehouses.websiteId, websiteId), eq(warehouses.code, 'courier')));
    const [central] = await t.database.db.select().from(deliveryCharges).where(and(eq(deliveryCharges.websiteId, websiteId), eq(deliveryCharges.code, 'blr-east')));
    const where = and(eq(warehousePincodes.warehouseId, (courierWarehouse as { id: number }).id), eq(warehousePincodes.pincode, '560034'));
    const [before] = await t.database.db.select().from(warehousePincodes).where(where);
    await t.database.db.update(warehousePincodes).set({ deliveryChargeId: (central as { id: number }).id }).where(where);
    try {
      const body = (await cart(await guestWith('560034', [small.id, bulk.id]))).json();
      expect(body.groups.map((g: { delivery_charge_id: number }) => g.delivery_charge_id)).toEqual([central?.id, central?.id]);
      expect(body.shipping.delivery_charges).toHaveLength(1);
      const goods = small.price + bulk.price;
      expect(body.delivery_charge).toBe(goods >= (central as { freeAbovePaise: number }).freeAbovePaise ? 0 : (central as { chargePaise: number }).chargePaise / 100);
    } finally {
      await t.database.db.update(warehousePincodes).set({ deliveryChargeId: (before as { deliveryChargeId: number }).deliveryChargeId }).where(where);
    }
  });

  it('a warehouse that does not serve the pincode marks its items, and the order is refused with nothing changed', async () => {
    const me = await guestWith('110001', [small.id, bulk.id]);
    const body = (await cart(me)).json();
    expect(body.items.find((i: { pack_id: number }) => i.pack_id === bulk.id).message).toBe('Not delivered to 110001');
    expect(body.items.find((i: { pack_id: number }) => i.pack_id === small.id).message).toBeNull();
    expect(body.shipping.serviceable).toBe(false);
    expect(body.deliveryMessage).toContain('Some items cannot be delivered to 110001.');

    const phone = '8111111111';
    const [user] = await t.database.db.insert(users).values({ websiteId, phone, name: 'Delhi Shopper' }).returning({ id: users.id });
    const [address] = await t.database.db.insert(addresses).values({ websiteId, userId: (user as { id: number }).id, name: 'Delhi Shopper', phone, line1: '1 Janpath', city: 'New Delhi', state: 'Delhi', pincode: '110001' }).returning({ id: addresses.id });
    const signed = { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone)) };
    for (const id of [small.id, bulk.id]) await t.app.inject({ method: 'POST', url: '/s/api/cart/add', headers: signed, payload: { pack_id: id, quantity: 1 } });
    const stock = async () => (await t.database.db.select({ stock: packs.stock }).from(packs).where(eq(packs.id, small.id)))[0]?.stock;
    const before = await stock();
    const refused = await t.app.inject({ method: 'POST', url: '/s/api/order/create', headers: { ...signed, 'idempotency-key': `delivery-${kind}-${Date.now()}` }, payload: { address_id: (address as { id: number }).id, payment: 'cod' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/cannot be delivered to 110001\.$/);
    expect(await stock()).toBe(before);
  });

  it('an order keeps the deliveries it was promised', async () => {
    const phone = '8222222222';
    const [user] = await t.database.db.insert(users).values({ websiteId, phone, name: 'Slot Shopper' }).returning({ id: users.id });
    const [address] = await t.database.db.insert(addresses).values({ websiteId, userId: (user as { id: number }).id, name: 'Slot Shopper', phone, line1: '5 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }).returning({ id: addresses.id });
    const signed = { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone)) };
    for (const id of [small.id, bulk.id]) await t.app.inject({ method: 'POST', url: '/s/api/cart/add', headers: signed, payload: { pack_id: id, quantity: 1 } });
    const created = await t.app.inject({ method: 'POST', url: '/s/api/order/create', headers: { ...signed, 'idempotency-key': `slots-${kind}-${Date.now()}` }, payload: { address_id: (address as { id: number }).id, payment: 'cod' } });
    expect(created.statusCode).toBe(200);
    const order = (await t.app.inject({ method: 'GET', url: `/s/api/orders/${created.json().ordernumber}`, headers: signed })).json();
    expect(order.delivery).toEqual([
      expect.objectContaining({ name: 'City warehouse', external_shipping: false, window: expect.any(String), pack_ids: [small.id] }),
      expect.objectContaining({ external_shipping: true, window: null, pack_ids: [bulk.id] }),
    ]);
  });

  it('refuses malformed cart parameters', async () => {
    const me = await guestWith('560001', [small.id]);
    for (const query of ['?payment_method=paypal', '?payment_method=', '?cart_shipping_info=yes', '?groupby_delivery=toString', '?groupby_delivery=1&groupby_delivery=0', '?payment_method=%3Cscript%3E']) {
      const res = await cart(me, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/payment_method|cart_shipping_info|groupby_delivery/);
    }
  });
});
