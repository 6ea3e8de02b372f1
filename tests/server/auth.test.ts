import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { otpRequests, packs } from '../../server/db/schema';
import { cookieHeader, cookiesFrom, createTestApp, sendJson, type TestApp } from '../support/test-app';
import { packsInStock } from '../support/store-data';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
let phones = 0;
/** A phone number no test has used (each may only ask for a code every 30 s). */
const freshPhone = () => `8${String(Date.now() % 1e8).padStart(8, '0')}${++phones % 10}`;

describe.each(databaseKinds(postgresUrl))('OTP sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  /** A visitor whose cookies follow every answer, as a browser's would. */
  async function visitor() {
    let cookies = cookiesFrom(
      (await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } })).headers['set-cookie'],
    );
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const headers = { 'x-web-url': ORIGIN, cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' };
      const res = await sendJson(t.app, headers, method, url, payload);
      cookies = { ...cookies, ...cookiesFrom(res.headers['set-cookie']) };
      return res;
    };
    return { call, cookies: () => cookies };
  }

  it('limits codes per client address: twenty an hour by default, OTP_PER_CLIENT_PER_HOUR when set', async () => {
    const v = await visitor();
    let asked = 0;
    // Phones no other test uses, one per request (each phone may only ask every 30 s).
    const ask = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/s/api/auth/otp',
        remoteAddress,
        payload: JSON.stringify({ phone: `61${String(++asked).padStart(8, '0')}` }),
        headers: {
          'x-web-url': ORIGIN,
          cookie: cookieHeader(v.cookies()),
          'x-xsrf-token': v.cookies()['XSRF-TOKEN'] ?? '',
          'content-type': 'application/json',
        },
      });
    const client = `203.0.113.${kind === 'pglite' ? 7 : 8}`;
    for (let i = 0; i < 20; i++) expect((await ask(client)).statusCode).toBe(200);
    const refused = await ask(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many codes were asked from here. Please try again later.');
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    process.env.OTP_PER_CLIENT_PER_HOUR = '25';
    try {
      expect((await ask(client)).statusCode).toBe(200);
    } finally {
      delete process.env.OTP_PER_CLIENT_PER_HOUR;
    }
  });

  it('signs a known shopper in with the development code, rotating the session', async () => {
    const v = await visitor();
    const before = v.cookies().sid;
    await v.call('GET', '/s/api/check/pincode/560034');
    const otp = await v.call('POST', '/s/api/auth/otp', { phone: '9876543210' });
    expect(otp.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(otpRequests).where(eq(otpRequests.phone, '9876543210'));
    expect(stored?.codeHash).not.toContain('123456');
    const ok = await v.call('POST', '/s/api/auth/verify', { phone: '9876543210', otp: '123456' });
    expect(ok.json()).toEqual({ ok: true, registered: true, is_agent: false });
    expect(v.cookies().sid).not.toBe(before);
    const init = (await v.call('GET', '/s/api/init')).json();
    expect(init.user).toMatchObject({ name: 'Asha Shopper' });
    expect(init.pincode).toBe('560034');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/s/api/init',
      headers: { 'x-web-url': ORIGIN, cookie: `sid=${encodeURIComponent(before ?? '')}` },
    });
    expect(stale.json().user).toBeNull();
    await v.call('GET', '/s/api/auth/logout');
    expect((await v.call('GET', '/s/api/init')).json().user).toBeNull();
  });

  it('answers the same for unknown phones, and a new phone registers with name and e-mail', async () => {
    const v = await visitor();
    const phone = freshPhone();
    const known = (await v.call('POST', '/s/api/auth/otp', { phone: '9123456780' })).json();
    const unknown = (await v.call('POST', '/s/api/auth/otp', { phone })).json();
    expect(unknown.ok).toBe(known.ok);
    expect((await v.call('POST', '/s/api/auth/verify', { phone, otp: '123456' })).json()).toEqual({
      ok: true,
      registered: false,
      is_agent: false,
    });
    const bad = await v.call('POST', '/s/api/auth/register', { name: 'Neha', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid e-mail address');
    expect((await v.call('POST', '/s/api/auth/register', { name: '  ', email: '' })).json().message).toBe('Please enter your name');
    expect((await v.call('POST', '/s/api/auth/register', { name: 'Neha', email: 'neha@example.in' })).statusCode).toBe(200);
    expect((await v.call('GET', '/s/api/init')).json().user).toMatchObject({ name: 'Neha', email: 'neha@example.in', phone });
  });

  it('refuses wrong, used-up, expired and too frequent codes', async () => {
    const v = await visitor();
    const phone = freshPhone();
    await v.call('POST', '/s/api/auth/otp', { phone });
    const again = await v.call('POST', '/s/api/auth/otp', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    const wrong = await v.call('POST', '/s/api/auth/verify', { phone, otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. 4 tries left.');
    for (let i = 0; i < 4; i++) await v.call('POST', '/s/api/auth/verify', { phone, otp: '000000' });
    const locked = await v.call('POST', '/s/api/auth/verify', { phone, otp: '123456' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Please ask for a new one.');
    await t.database.db
      .update(otpRequests)
      .set({ createdAt: new Date(Date.now() - 120_000), expiresAt: new Date(Date.now() - 1000), attempts: 0 })
      .where(eq(otpRequests.phone, phone));
    expect((await v.call('POST', '/s/api/auth/verify', { phone, otp: '123456' })).json().message).toBe(
      'This code has expired. Please ask for a new one.',
    );
    expect((await v.call('GET', '/s/api/init')).json().user).toBeNull();
  });

  /** A new visitor posting from `remoteAddress`. */
  const as = async (remoteAddress: string) => {
    const v = await visitor();
    return (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: JSON.stringify(payload),
        headers: {
          'x-web-url': ORIGIN,
          cookie: cookieHeader(v.cookies()),
          'x-xsrf-token': v.cookies()['XSRF-TOKEN'] ?? '',
          'content-type': 'application/json',
        },
      });
  };

  it('counts an IPv6 /64 as one client, and spaces one number’s codes from every address with a growing wait (issue 36)', async () => {
    // One host changing its address within its /64: the same client, 30 s apart.
    const phone = freshPhone();
    expect((await (await as('2001:db8:aa:1::1'))('/s/api/auth/otp', { phone })).statusCode).toBe(200);
    const sameHost = await (await as('2001:db8:aa:1::c'))('/s/api/auth/otp', { phone });
    expect(sameHost.statusCode).toBe(429);
    expect(sameHost.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    // The code asked from one address of the /64 is checked from another.
    expect((await (await as('2001:db8:aa:1::2'))('/s/api/auth/verify', { phone, otp: '123456' })).statusCode).toBe(200);
    // Another network at once: the number waits too.
    const elsewhere = await (await as('2001:db8:bb:2::1'))('/s/api/auth/otp', { phone });
    expect(elsewhere.statusCode).toBe(429);
    // Nine codes in the last hour from nine networks, the newest 5 minutes ago: the gap is now 8 minutes.
    const [asked] = await t.database.db.select().from(otpRequests).where(eq(otpRequests.phone, phone));
    const websiteId = (asked as { websiteId: number }).websiteId;
    await t.database.db.delete(otpRequests).where(eq(otpRequests.phone, phone));
    await t.database.db.insert(otpRequests).values(
      Array.from({ length: 9 }, (_, i) => ({
        websiteId,
        phone,
        client: `198.51.100.${i + 1}`,
        codeHash: 'x',
        expiresAt: new Date(Date.now() + 60_000),
        createdAt: new Date(Date.now() - (5 + i) * 60_000),
      })),
    );
    const owner = await (await as('203.0.113.50'))('/s/api/auth/otp', { phone });
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toBe('Please wait 3 minutes before asking for a new code.');
    // Past the gap, the owner gets a code: a wait, never a lock-out.
    await t.database.db
      .update(otpRequests)
      .set({ createdAt: new Date(Date.now() - 9 * 60_000) })
      .where(eq(otpRequests.phone, phone));
    expect((await (await as('203.0.113.50'))('/s/api/auth/otp', { phone })).statusCode).toBe(200);
  });

  it('a stranger who knows the number cannot lock its owner out: limits and wrong tries count per phone and client address (issue 19)', async () => {
    const phone = freshPhone();
    const stranger = await as('198.51.100.66');
    expect((await stranger('/s/api/auth/otp', { phone })).statusCode).toBe(200);
    // The stranger uses up the code's tries, and asks again at once (refused: 30 s).
    for (let i = 0; i < 5; i++) await stranger('/s/api/auth/verify', { phone, otp: '000000' });
    expect((await stranger('/s/api/auth/verify', { phone, otp: '123456' })).statusCode).toBe(429);
    expect((await stranger('/s/api/auth/otp', { phone })).statusCode).toBe(429);
    // Five codes an hour for the number from the stranger's address...
    const [asked] = await t.database.db.select().from(otpRequests).where(eq(otpRequests.phone, phone));
    const earlier = {
      websiteId: (asked as { websiteId: number }).websiteId,
      phone,
      client: '198.51.100.66',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
      createdAt: new Date(Date.now() - 60_000),
    };
    await t.database.db.update(otpRequests).set({ createdAt: earlier.createdAt }).where(eq(otpRequests.phone, phone));
    await t.database.db.insert(otpRequests).values(Array.from({ length: 4 }, () => earlier));
    expect((await stranger('/s/api/auth/otp', { phone })).json().message).toBe(
      'Too many codes were asked for this number. Please try again in an hour.',
    );
    // ...and the owner, from their own device, asks for a code and signs in.
    const owner = await as('203.0.113.99');
    expect((await owner('/s/api/auth/otp', { phone })).statusCode).toBe(200);
    const signedIn = await owner('/s/api/auth/verify', { phone, otp: '123456' });
    expect(signedIn.statusCode).toBe(200);
  });

  it('holds its limits when requests race: fifty at once for one phone give one code, a burst from one client at most its twenty', async () => {
    const phone = freshPhone();
    const clients = await Promise.all(Array.from({ length: 50 }, (_, i) => as(`198.51.${kind === 'pglite' ? 110 : 111}.${i + 1}`)));
    const forOnePhone = await Promise.all(clients.map((ask) => ask('/s/api/auth/otp', { phone })));
    expect(forOnePhone.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.database.db.select({ id: otpRequests.id }).from(otpRequests).where(eq(otpRequests.phone, phone))).toHaveLength(1);
    // One client, 29 phones at once (under the sign-in rate limit of 30 a minute, which refuses everything
    // of a burst past it): the client's cap of twenty codes an hour holds.
    const client = `203.0.113.${kind === 'pglite' ? 120 : 121}`;
    const one = await as(client);
    const phones = Array.from({ length: 29 }, (_, i) => `62${kind === 'pglite' ? 0 : 1}${String(i).padStart(7, '0')}`);
    const fromOneClient = await Promise.all(phones.map((p) => one('/s/api/auth/otp', { phone: p })));
    expect(fromOneClient.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(new Set(fromOneClient.filter((r) => r.statusCode !== 200).map((r) => r.json().message))).toEqual(
      new Set(['Too many codes were asked from here. Please try again later.']),
    );
  });

  it('counts wrong codes per phone across its codes and addresses: past ten in an hour the number waits, even with the right code', async () => {
    const phone = freshPhone();
    const guessers = await Promise.all(['198.51.100.71', '198.51.100.72'].map((address) => as(address)));
    for (const guess of guessers) {
      expect((await guess('/s/api/auth/otp', { phone })).statusCode).toBe(200);
      // Every new code starts its five tries afresh; the phone's count goes on.
      for (let i = 0; i < 5; i++) expect((await guess('/s/api/auth/verify', { phone, otp: '000000' })).statusCode).toBe(400);
      // The codes 30 s apart: the next address asks as if the wait were over.
      await t.database.db
        .update(otpRequests)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(otpRequests.phone, phone));
    }
    const owner = await as('203.0.113.77');
    expect((await owner('/s/api/auth/otp', { phone })).statusCode).toBe(200);
    const locked = await owner('/s/api/auth/verify', { phone, otp: '123456' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes for this number. Please try again in an hour.');
    // An hour on, the wrong tries have aged out and the right code signs in.
    await t.database.db
      .update(otpRequests)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(and(eq(otpRequests.phone, phone), gt(otpRequests.attempts, 0)));
    expect((await owner('/s/api/auth/verify', { phone, otp: '123456' })).statusCode).toBe(200);
  });

  it.each([
    ['/s/api/auth/otp', { phone: '5876543210' }, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    ['/s/api/auth/otp', { phone: 9876543210 }, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    ['/s/api/auth/otp', { phone: "9876543210' OR 1=1" }, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    ['/s/api/auth/verify', { phone: '9876543210', otp: '12345' }, 'Enter the 6-digit code'],
    ['/s/api/auth/verify', { phone: '9876543210', otp: 123456 }, 'Enter the 6-digit code'],
    ['/s/api/auth/verify', { phone: '9876543210', otp: 'x'.repeat(10_000) }, 'Enter the 6-digit code'],
  ])('%s refuses %j', async (url, body, message) => {
    const v = await visitor();
    const res = await v.call('POST', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('merges the guest cart into the shopper’s cart at sign-in', async () => {
    const rows = await packsInStock(t.database.db, 'freshkart', 20, 1);
    const packId = (rows[0] as { id: number }).id;
    const phone = freshPhone();
    const first = await visitor();
    await first.call('POST', '/s/api/auth/otp', { phone });
    await first.call('POST', '/s/api/auth/verify', { phone, otp: '123456' });
    const warehouseId = ((await t.database.db.select({ w: packs.warehouseId }).from(packs).where(eq(packs.id, packId)))[0] as { w: number })
      .w;
    const addOne = (who: typeof first) => who.call('POST', '/s/api/cart/add', { pack_id: packId, warehouse_id: warehouseId });
    for (let i = 0; i < 2; i += 1) await addOne(first);
    const second = await visitor();
    for (let i = 0; i < 3; i += 1) await addOne(second);
    await t.database.db
      .update(otpRequests)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpRequests.phone, phone));
    await second.call('POST', '/s/api/auth/otp', { phone });
    await second.call('POST', '/s/api/auth/verify', { phone, otp: '123456' });
    const cart = (await second.call('GET', '/s/api/cart')).json();
    expect(cart.items).toEqual([expect.objectContaining({ pack_id: packId, quantity: 5 })]);
  });
});
