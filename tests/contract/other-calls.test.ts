import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ErrorAnswerSchema } from '../../contract/error-answer';
import { CancelledOrderSchema } from '../../contract/order';
import { PincodeAnswerSchema } from '../../contract/pincode';
import { CreatedWebsiteSchema, SwitchLinkSchema, WebsitesSchema } from '../../contract/webui';

import { createTestApp, guestHeaders, sendJson, type TestApp } from '../support/test-app';
import { newShopperWithAddress, packsInStock, websiteIdOf } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';
import { conformsTo } from './conforms';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const isError = conformsTo(ErrorAnswerSchema);

/**
 * Spec section 7, the calls besides cart and catalogue: GET /api/check/pincode/{pincode},
 * POST /api/order/cancel/{id} and POST /api/webui/create answer the contract, and so does every
 * refusal on the way (`{message}`, section 8's error text), on each database.
 */
describe.each(databaseKinds(postgresUrl))('pincode, order cancel and website calls answer the contract on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  const guest = () => guestHeaders(t.app, ORIGIN);
  /** The call's status and body; the body checked against `answer` when the status is `ok`, else against the error shape. */
  async function call(headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown) {
    const res = await sendJson(t.app, { 'x-web-url': ORIGIN, ...headers }, method, url, payload);
    return { status: res.statusCode, body: res.json() as unknown };
  }
  const refused = async (status: number, message: RegExp, answer: Promise<{ status: number; body: unknown }>) => {
    const { status: got, body } = await answer;
    expect(got, JSON.stringify(body)).toBe(status);
    expect(isError(body)).toEqual([]);
    expect((body as { message: string }).message).toMatch(message);
  };

  it('GET /api/check/pincode/{pincode}: {pincode, city, message}; a refusal carries the text the modal shows', async () => {
    const isPincode = conformsTo(PincodeAnswerSchema);
    const me = await guest();
    const served = await call(me, 'GET', '/s/api/check/pincode/560001');
    expect(served.status).toBe(200);
    expect(isPincode(served.body)).toEqual([]);
    await refused(400, /^Please enter a valid pincode$/, call(me, 'GET', '/s/api/check/pincode/05600'));
    for (const hostile of ['%3Cscript%3E', '1'.repeat(1000), '560001.5', '-56000']) {
      await refused(400, /^Please enter a valid pincode$/, call(me, 'GET', `/s/api/check/pincode/${hostile}`));
    }
    // Refused before routing, in the same shape.
    await refused(414, /^The address is too long$/, call(me, 'GET', `/s/api/check/pincode/${'1'.repeat(5000)}`));
    await refused(400, /^The address is not valid$/, call(me, 'GET', '/s/api/check/pincode/%E0%A4%A'));
    await refused(404, /do not deliver to 999999/, call(me, 'GET', '/s/api/check/pincode/999999'));
  });

  it('POST /api/order/cancel/{id} with an empty body: {ok, status}; refusals for a guest, a stranger, a bad id and a second cancel', async () => {
    const websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const [pack] = await packsInStock(t.database.db, 'freshkart', 20, 1);
    const { phone, addressId } = await newShopperWithAddress(t.database.db, websiteId, 'Cancelling Shopper');
    const me = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone);
    await call(me, 'POST', '/s/api/cart/add', { pack_id: pack?.id, warehouse_id: pack?.warehouseId });
    const placed = await call(me, 'POST', '/s/api/order/create', { address_id: addressId, payment: 'cod', offercode: '', note: '' });
    const id = (placed.body as { id: number }).id;

    await refused(401, /sign in/, call(await guest(), 'POST', `/s/api/order/cancel/${id}`));
    const stranger = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000001');
    await refused(404, /^Order not found$/, call(stranger, 'POST', `/s/api/order/cancel/${id}`));
    for (const bad of ['abc', '1e3', '99999999999999999999', '%3Cscript%3E'])
      await refused(404, /^Order not found$/, call(me, 'POST', `/s/api/order/cancel/${bad}`));
    const cancelled = await call(me, 'POST', `/s/api/order/cancel/${id}`);
    expect(cancelled.status).toBe(200);
    expect(conformsTo(CancelledOrderSchema)(cancelled.body)).toEqual([]);
    await refused(409, /./, call(me, 'POST', `/s/api/order/cancel/${id}`));
  });

  it('POST /api/webui/create {name, slug, host?}: the new website; refusals are messages the storefront shows as toasts', async () => {
    const admin = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000001');
    const listed = await call(admin, 'GET', '/s/api/webui/websites');
    expect(conformsTo(WebsitesSchema)(listed.body)).toEqual([]);
    const slug = `contract-${Date.now().toString(36)}`;
    const created = await call(admin, 'POST', '/s/api/webui/create', { name: 'Contract Shop', slug });
    expect(created.status).toBe(201);
    expect(conformsTo(CreatedWebsiteSchema)(created.body)).toEqual([]);
    const switched = await call(admin, 'POST', '/s/api/webui/switch', { website_id: (created.body as { id: number }).id });
    expect(conformsTo(SwitchLinkSchema)(switched.body)).toEqual([]);

    await refused(409, new RegExp(`slug ${slug} exists already`), call(admin, 'POST', '/s/api/webui/create', { name: 'Again', slug }));
    for (const bad of [
      {},
      { name: 7, slug: 'x' },
      { name: 'X', slug: 'Bad Slug' },
      { name: 'x'.repeat(100_000), slug: 'long' },
      { name: '<script>alert(1)</script>', slug: '-x-' },
      [],
      'text',
    ]) {
      await refused(400, /./, call(admin, 'POST', '/s/api/webui/create', bad));
    }
    await refused(401, /sign in/i, call(await guest(), 'POST', '/s/api/webui/create', { name: 'Guest Shop', slug: 'guest-shop' }));
  });
});
