import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { deliveryCharges, packs, products, warehousePincodes, warehouses } from '../../server/db/schema';
import { indiaDate } from '../../server/services/delivery/delivery-slots';
import { createTestApp, guestHeaders, type TestApp } from '../support/test-app';
import { newShopperWithAddress, websiteIdOf } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';
import { addUnits } from '../support/cart-calls';

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
    websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const pick = (heavy: boolean) =>
      t.database.db
        .select({ id: packs.id, price: packs.pricePaise, weight: packs.weightGrams })
        .from(packs)
        .innerJoin(products, eq(products.id, packs.productId))
        .where(
          and(eq(products.websiteId, websiteId), heavy ? gte(packs.weightGrams, 5000) : lt(packs.weightGrams, 1000), gte(packs.stock, 10)),
        )
        .orderBy(asc(packs.pricePaise))
        .limit(1);
    small = (await pick(false))[0] as typeof small;
    bulk = (await pick(true))[0] as typeof bulk;
  });
  afterAll(() => t.close());

  async function guestWith(pincode: string, packIds: number[]) {
    const headers = { 'x-web-url': ORIGIN, ...(await guestHeaders(t.app, ORIGIN)) };
    await t.app.inject({ method: 'GET', url: `/s/api/check/pincode/${pincode}`, headers });
    for (const id of packIds) await addUnits(t.app, t.database.db, headers, id);
    return headers;
  }
  const cart = async (headers: Record<string, string>, query = '?groupby_delivery=1') =>
    t.app.inject({ method: 'GET', url: `/s/api/cart${query}`, headers });

  it('splits the cart into deliveries by warehouse, with slots, an expected day, weights and each charge once', async () => {
    const me = await guestWith('560001', [small.id, bulk.id]);
    const body = (await cart(me, '?groupby_delivery=1&payment_method=cod')).json();
    expect(body.grouped_items).toHaveLength(2);
    const [city, courier] = body.grouped_items;
    const time = expect.stringMatching(/^\d\d:\d\d$/);
    expect(city).toMatchObject({
      name: 'City warehouse',
      external_shipping: false,
      weights: small.weight,
      del_start_time: time,
      del_end_time: time,
    });
    expect(city.items.map((i: { pack_id: number }) => i.pack_id)).toEqual([small.id]);
    expect(city.slots.length).toBeGreaterThan(1);
    expect(city.del_date).toBe(city.slots[0].del_date);
    expect(courier).toMatchObject({
      external_shipping: true,
      slots: [],
      del_start_time: null,
      del_end_time: null,
      del_date: indiaDate(new Date(), 3),
    });
    expect(courier.items.map((i: { pack_id: number }) => i.pack_id)).toEqual([bulk.id]);
    expect(body).toMatchObject({
      weights: small.weight + bulk.weight,
      external_shipping: true,
      serviceable: true,
      del_date: city.del_date,
      del_start_time: city.del_start_time,
    });
    expect(body.paymentMethods).toEqual(expect.arrayContaining([{ id: 'cod', name: expect.any(String) }]));
    expect(body.cart_shipping_info).toEqual([
      {
        delivery_charge_id: city.delivery_charge_id,
        del_date: city.del_date,
        del_start_time: city.del_start_time,
        del_end_time: city.del_end_time,
      },
    ]);
    const charges = body.deliveryInfo;
    expect(new Set(charges.map((c: { delivery_charge_id: number }) => c.delivery_charge_id)).size).toBe(2);
    const applied = charges.reduce((sum: number, c: { applied: number }) => sum + c.applied, 0);
    expect(body.finalDelivery).toBe(applied);
    expect(body.delivery_charge).toBe(charges.reduce((sum: number, c: { charge: number }) => sum + c.charge, 0));
    expect(body.total).toBeCloseTo((small.price + bulk.price) / 100 + applied, 2);
    // One message for both charges (issue 18: two "Add ₹… more" lines side by side read as a contradiction).
    const part = (label: string) => `${label} (free|₹\\d+ \\(free if you add ₹[\\d,]+(\\.\\d\\d)? more\\))`;
    expect(body.deliveryMessage).toMatch(new RegExp(`^Delivery to 560001: ${part('Bengaluru central')}, ${part('Courier')}\\.$`));
    // Without groupby_delivery the deliveries are not listed; the rest is the same.
    const plain = (await cart(me, '')).json();
    expect(plain.grouped_items).toEqual([]);
    expect(plain.finalDelivery).toBe(body.finalDelivery);
    expect(plain.items).toEqual(body.items);
  });

  it('two deliveries under one delivery_charge_id pay it once, and its free-delivery amount counts both', async () => {
    const [courierWarehouse] = await t.database.db
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.websiteId, websiteId), eq(warehouses.code, 'courier')));
    const [central] = await t.database.db
      .select()
      .from(deliveryCharges)
      .where(and(eq(deliveryCharges.websiteId, websiteId), eq(deliveryCharges.code, 'blr-east')));
    const where = and(eq(warehousePincodes.warehouseId, (courierWarehouse as { id: number }).id), eq(warehousePincodes.pincode, '560034'));
    const [before] = await t.database.db.select().from(warehousePincodes).where(where);
    await t.database.db
      .update(warehousePincodes)
      .set({ deliveryChargeId: (central as { id: number }).id })
      .where(where);
    try {
      const body = (await cart(await guestWith('560034', [small.id, bulk.id]))).json();
      expect(body.grouped_items.map((g: { delivery_charge_id: number }) => g.delivery_charge_id)).toEqual([central?.id, central?.id]);
      expect(body.deliveryInfo).toHaveLength(1);
      const goods = small.price + bulk.price;
      expect(body.finalDelivery).toBe(
        goods >= (central as { freeAbovePaise: number }).freeAbovePaise ? 0 : (central as { chargePaise: number }).chargePaise / 100,
      );
    } finally {
      await t.database.db
        .update(warehousePincodes)
        .set({ deliveryChargeId: (before as { deliveryChargeId: number }).deliveryChargeId })
        .where(where);
    }
  });

  it('a warehouse that does not serve the pincode marks its items, and the order is refused with nothing changed', async () => {
    const me = await guestWith('110001', [small.id, bulk.id]);
    const body = (await cart(me)).json();
    expect(body.items.find((i: { pack_id: number }) => i.pack_id === bulk.id).message).toBe('Not delivered to 110001');
    expect(body.items.find((i: { pack_id: number }) => i.pack_id === small.id).message).toBeNull();
    expect(body.serviceable).toBe(false);
    expect(body.items.find((i: { pack_id: number }) => i.pack_id === bulk.id)).toMatchObject({ valid: false, delivery_charge_id: null });
    expect(body.deliveryMessage).toContain('Some items cannot be delivered to 110001.');

    const { phone, addressId } = await newShopperWithAddress(t.database.db, websiteId, 'Delhi Shopper', { pincode: '110001' });
    const signed = {
      'x-web-url': ORIGIN,
      'content-type': 'application/json',
      ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone)),
    };
    for (const id of [small.id, bulk.id]) await addUnits(t.app, t.database.db, signed, id);
    const stock = async () => (await t.database.db.select({ stock: packs.stock }).from(packs).where(eq(packs.id, small.id)))[0]?.stock;
    const before = await stock();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/s/api/order/create',
      headers: { ...signed, 'idempotency-key': `delivery-${kind}-${Date.now()}` },
      payload: { address_id: addressId, payment: 'cod' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/cannot be delivered to 110001\.$/);
    expect(await stock()).toBe(before);
  });

  it('an order keeps the deliveries it was promised', async () => {
    const { phone, addressId } = await newShopperWithAddress(t.database.db, websiteId, 'Slot Shopper', { pincode: '560001' });
    const signed = {
      'x-web-url': ORIGIN,
      'content-type': 'application/json',
      ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone)),
    };
    for (const id of [small.id, bulk.id]) await addUnits(t.app, t.database.db, signed, id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/s/api/order/create',
      headers: { ...signed, 'idempotency-key': `slots-${kind}-${Date.now()}` },
      payload: { address_id: addressId, payment: 'cod' },
    });
    expect(created.statusCode).toBe(200);
    const order = (await t.app.inject({ method: 'GET', url: `/s/api/orders/${created.json().ordernumber}`, headers: signed })).json();
    expect(order.delivery).toEqual([
      expect.objectContaining({ name: 'City warehouse', external_shipping: false, window: expect.any(String), pack_ids: [small.id] }),
      expect.objectContaining({ external_shipping: true, window: null, pack_ids: [bulk.id] }),
    ]);
  });

  it('refuses malformed cart parameters', async () => {
    const me = await guestWith('560001', [small.id]);
    for (const query of [
      '?payment_method=paypal',
      '?cart_shipping_info=yes',
      '?groupby_delivery=toString',
      '?groupby_delivery=1&groupby_delivery=0',
      '?payment_method=%3Cscript%3E',
    ]) {
      const res = await cart(me, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/payment_method|cart_shipping_info|groupby_delivery/);
    }
  });
});
