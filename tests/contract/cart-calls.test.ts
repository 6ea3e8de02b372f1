import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { CartSchema, EMPTY_CART } from '../../contract/cart';
import { PlacedOrderSchema } from '../../contract/payment';

import { createTestApp, guestHeaders, sendJson, type TestApp } from '../support/test-app';
import { newShopperWithAddress, packsInStock, websiteIdOf } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';
import { conformsTo } from './conforms';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const isCart = conformsTo(CartSchema);
const isPlacedOrder = conformsTo(PlacedOrderSchema);

describe('the conformance checker', () => {
  it('passes a cart with every field and refuses a wrong type, a missing field and a field the contract does not name', () => {
    expect(isCart(EMPTY_CART)).toEqual([]);
    expect(isCart({ ...EMPTY_CART, items: 'none' }).join()).toMatch(/\/items must be array/);
    const { finalDelivery: _dropped, ...missing } = EMPTY_CART;
    expect(isCart(missing).join()).toMatch(/must have required property 'finalDelivery'/);
    expect(isCart({ ...EMPTY_CART, coupon: 'WELCOME10' }).join()).toMatch(/must NOT have additional properties/);
  });
});

/**
 * Spec section 7, "The calls it makes": every answer of the cart and order calls, as the reference
 * server gives it, is exactly a Cart (section 3) or a placed order, on each database.
 */
describe.each(databaseKinds(postgresUrl))('cart and order calls answer the contract on %s', (kind) => {
  let t: TestApp;
  let items: { id: number; warehouseId: number }[];

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    items = await packsInStock(t.database.db, 'freshkart', 20, 3);
  });
  afterAll(() => t.close());

  const guest = () => guestHeaders(t.app, ORIGIN);
  const call = async (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await sendJson(t.app, { 'x-web-url': ORIGIN, ...headers }, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };
  const item = (i: number) => items[i] as { id: number; warehouseId: number };

  it('GET /api/cart, POST /api/cart/add {pack_id, warehouse_id}, POST /api/cart/remove {pack_id, remove}', async () => {
    const me = await guest();
    expect(isCart(await call({}, 'GET', '/s/api/cart'))).toEqual([]);
    for (const i of [0, 0, 1])
      expect(isCart(await call(me, 'POST', '/s/api/cart/add', { pack_id: item(i).id, warehouse_id: item(i).warehouseId }))).toEqual([]);
    expect(isCart(await call(me, 'POST', '/s/api/cart/remove', { pack_id: item(0).id, remove: false }))).toEqual([]);
    expect(
      isCart(await call(me, 'POST', '/s/api/cart/remove', { pack_id: item(1).id, remove: true, warehouse_id: item(1).warehouseId })),
    ).toEqual([]);
    await call(me, 'GET', '/s/api/check/pincode/560001');
    const grouped = (await call(me, 'GET', '/s/api/cart?groupby_delivery=1&payment_method=cod')) as {
      grouped_items: { delivery_charge_id: number; slots: { del_date: string; del_start_time: string; del_end_time: string }[] }[];
    };
    expect(isCart(grouped)).toEqual([]);
    const group = grouped.grouped_items[0];
    expect(group?.slots.length).toBeGreaterThan(1);
    const chosen = JSON.stringify([{ delivery_charge_id: group?.delivery_charge_id, ...group?.slots[1] }]);
    expect(
      isCart(await call(me, 'GET', `/s/api/cart?payment_method=cod&cart_shipping_info=${encodeURIComponent(chosen)}&groupby_delivery=1`)),
    ).toEqual([]);
    expect(isCart(((await call(me, 'GET', '/s/api/init')) as { cart: unknown }).cart)).toEqual([]);
  });

  it('POST /api/apply/coupon {code} and GET /api/remove/coupon, each followed by GET /api/cart', async () => {
    const me = await guest();
    for (let i = 0; i < 12; i += 1) await call(me, 'POST', '/s/api/cart/add', { pack_id: item(2).id, warehouse_id: item(2).warehouseId });
    await call(me, 'POST', '/s/api/apply/coupon', { code: 'WELCOME10' });
    const applied = (await call(me, 'GET', '/s/api/cart')) as { offercode: string | null };
    expect(isCart(applied)).toEqual([]);
    expect(applied.offercode).toBe('WELCOME10');
    await call(me, 'GET', '/s/api/remove/coupon');
    const removed = (await call(me, 'GET', '/s/api/cart')) as { offercode: string | null };
    expect(isCart(removed)).toEqual([]);
    expect(removed.offercode).toBeNull();
  });

  it('GET /api/cart?address_id&groupby_delivery, then POST /api/order/create {address_id, payment, offercode, note} without extra headers', async () => {
    const websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const { phone, addressId } = await newShopperWithAddress(t.database.db, websiteId, 'Contract Shopper');
    const me = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone);
    await call(me, 'POST', '/s/api/cart/add', { pack_id: item(0).id, warehouse_id: item(0).warehouseId });
    expect(isCart(await call(me, 'GET', `/s/api/cart?address_id=${addressId}&groupby_delivery=1`))).toEqual([]);
    const placed = await call(me, 'POST', '/s/api/order/create', {
      address_id: addressId,
      payment: 'cod',
      offercode: '',
      note: '',
    });
    expect(isPlacedOrder(placed)).toEqual([]);
    expect(placed).toMatchObject({ id: expect.any(Number), ordernumber: expect.any(String) });
    expect(isCart(await call(me, 'GET', '/s/api/cart'))).toEqual([]);
  });
});
