import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieHeader, cookiesFrom, createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const ADDRESS = {
  name: 'Guest Person',
  phone: '9876500099',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** Every route only a signed-in shopper may use, with a body it would take, and what a guest is told. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, message: string][] = [
  ['GET', '/s/api/addresses', undefined, 'Please sign in to see your addresses'],
  ['POST', '/s/api/addresses', ADDRESS, 'Please sign in to save an address'],
  ['PUT', '/s/api/addresses/1', ADDRESS, 'Please sign in to change an address'],
  ['POST', '/s/api/addresses/1/default', {}, 'Please sign in to change an address'],
  ['DELETE', '/s/api/addresses/1', undefined, 'Please sign in to delete an address'],
  ['GET', '/s/api/orders', undefined, 'Please sign in to see your orders'],
  ['GET', '/s/api/orders/1', undefined, 'Please sign in to see your orders'],
  ['POST', '/s/api/order/cancel/1', {}, 'Please sign in to cancel an order'],
  ['POST', '/s/api/order/create', { address_id: 1, payment: 'cod' }, 'Please sign in to place an order'],
  ['POST', '/s/api/payment/start/razorpay/1', {}, 'Please sign in to pay for your order'],
  ['POST', '/s/api/payment/confirm/1', {}, 'Please sign in to confirm your payment'],
  ['GET', '/s/api/profile', undefined, 'Please sign in to see your details'],
  ['PUT', '/s/api/profile', { name: 'Guest' }, 'Please sign in to change your details'],
  ['POST', '/s/api/auth/register', { name: 'Guest' }, 'Please sign in first'],
  ['GET', '/s/api/dashboard', undefined, 'Please sign in to see your dashboard'],
  ['GET', '/s/api/wishlist', undefined, 'Please sign in to use wishlists'],
  ['GET', '/s/api/wishlist/products', undefined, 'Please sign in to use wishlists'],
  ['POST', '/s/api/wishlistCategory', { name: 'Later' }, 'Please sign in to use wishlists'],
  ['POST', '/s/api/wishlist/update', { product_id: 1, wishlist_category_id: 1 }, 'Please sign in to use wishlists'],
  ['PUT', '/s/api/page/data/offers', { version: 2, data: [] }, 'Please sign in to edit pages'],
];

describe.each(databaseKinds(postgresUrl))('a guest on a signed-in route, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  it('is answered 401 with what to do, in the contract error shape, whatever the route', async () => {
    // A guest with a session and a good XSRF token, so that only the missing sign-in is refused.
    const cookies = cookiesFrom(
      (await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } })).headers['set-cookie'],
    );
    const answers = [];
    for (const [method, url, body] of ROUTES) {
      const res = await sendJson(
        t.app,
        { 'x-web-url': ORIGIN, cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string },
        method,
        url,
        body,
      );
      answers.push({ route: `${method} ${url}`, status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(ROUTES.map(([method, url, , message]) => ({ route: `${method} ${url}`, status: 401, body: { message } })));
  });
});
