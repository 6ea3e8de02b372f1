import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectRoot } from '../../server/config';
import { addresses, users, websites } from '../../server/db/schema';
import { cookiesFrom } from '../support/test-app';
import { packsInStock } from '../support/store-data';
import { httpVisitor } from '../support/http-visitor';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signedInHeaders } from '../support/sign-in';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';
const SECRET = 'two-processes-test-secret-0123456789abcdef';

/** Every .ts file under server/ (not tests). */
function serverSources(dir = join(projectRoot, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('state every server process shares (issue 19, item 8)', () => {
  it('no module of the server keeps mutable state of its own: what one process remembers lives in the database', () => {
    // A Map, Set or `let` at a module's top level is state one process holds and another does not see,
    // unless it is typed read-only or says why it is (a file loaded once). Caches made per database
    // (ttlCachePer) hold only what the database says, for seconds.
    const mutable = (line: string) =>
      /^(export )?let\s/.test(line) ||
      (/^(export )?const\s+\w+\s*(:[^=]+)?=\s*new (Map|Set|WeakMap|WeakSet)\b/.test(line) && !/^[^=]*:\s*Readonly/.test(line));
    const offenders = serverSources().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => mutable(line) && !line.includes('// read-only:'))
        .map((line) => `${file.slice(projectRoot.length)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL, requests alternating (issue 19, item 8)', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // Both start together on an empty database: one seeds it, the other waits for that.
    database = await openTestDatabase('postgres', postgresUrl);
    const env = { DATABASE_URL: database.url as string, SESSION_SECRET: SECRET, NODE_ENV: 'test', RATE_LIMIT_SIGN_IN: '0' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('a shopper signs in, fills a cart and pays with the Cashfree stand-in, each step on the other process', async () => {
    const shopper = httpVisitor(ORIGIN);
    expect((await shopper.call(a.url, 'GET', '/s/api/cookie')).status).toBe(200);
    const phone = `7${String(Date.now()).slice(-9)}`;
    expect((await shopper.call(b.url, 'POST', '/s/api/auth/otp', { phone })).status).toBe(200);
    const verified = await shopper.call(a.url, 'POST', '/s/api/auth/verify', { phone, otp: '123456' });
    expect(verified.status).toBe(200);

    const [pack] = await packsInStock(database.db, 'freshkart', 20, 1);
    const line = { pack_id: pack?.id, warehouse_id: pack?.warehouseId };
    expect((await shopper.call(b.url, 'POST', '/s/api/cart/add', line)).status).toBe(200);
    expect((await shopper.call(a.url, 'POST', '/s/api/cart/add', line)).status).toBe(200);
    const cart = await shopper.call(b.url, 'GET', '/s/api/cart');
    expect(cart.json<{ items: { quantity: number }[] }>().items.map((i) => i.quantity)).toEqual([2]);

    const [user] = await database.db.select({ id: users.id, websiteId: users.websiteId }).from(users).where(eq(users.phone, phone));
    const [address] = await database.db
      .insert(addresses)
      .values({
        websiteId: user?.websiteId as number,
        userId: user?.id as number,
        name: 'Two Processes',
        phone,
        line1: '2 Park Street',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      })
      .returning({ id: addresses.id });
    const created = await shopper.call(
      a.url,
      'POST',
      '/s/api/order/create',
      { address_id: address?.id, payment: 'cashfree' },
      { 'idempotency-key': `two-${phone}` },
    );
    expect(created.status).toBe(200);
    const order = created.json<{ id: number }>();
    // The same key on the other process answers the same order, not a second one.
    const again = await shopper.call(
      b.url,
      'POST',
      '/s/api/order/create',
      { address_id: address?.id, payment: 'cashfree' },
      { 'idempotency-key': `two-${phone}` },
    );
    expect(again.json<{ id: number }>().id).toBe(order.id);

    const started = await shopper.call(b.url, 'POST', `/s/api/payment/start/cashfree/${order.id}`, {});
    const session = started.json<{ options: { payment_session_id: string } }>().options.payment_session_id;
    expect((await shopper.call(a.url, 'POST', '/s/test-gateway/cashfree/pay', { payment_session_id: session })).status).toBe(200);
    const confirmed = await shopper.call(b.url, 'POST', `/s/api/payment/confirm/${order.id}`, {});
    expect(confirmed.json()).toMatchObject({ paid: true });
  });

  it('a switch link made on one process works once, on whichever process it is opened', async () => {
    const staffHeaders = await signedInHeaders(database.db, SECRET, 'freshkart', '9000000001');
    const staff = httpVisitor(ORIGIN, cookiesFrom(staffHeaders.cookie?.split('; ')));
    const [daily] = await database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'daily'));
    const link = (await staff.call(a.url, 'POST', '/s/api/webui/switch', { website_id: daily?.id })).json<{ url: string }>().url;
    const { pathname, search } = new URL(link);
    const enter = (server: string) => httpVisitor(DAILY).call(server, 'GET', `${pathname}${search}`);
    expect((await enter(b.url)).headers.get('location')).toBe('/auth/bos/choose');
    expect((await enter(a.url)).headers.get('location')).toBe('/auth/login');
    expect((await enter(b.url)).headers.get('location')).toBe('/auth/login');
  });

  it('a page saved through one process is what the other serves', async () => {
    const staffHeaders = await signedInHeaders(database.db, SECRET, 'freshkart', '9000000001');
    const staff = httpVisitor(ORIGIN, cookiesFrom(staffHeaders.cookie?.split('; ')));
    const saved = await staff.call(a.url, 'PUT', '/s/api/page/data/two-processes', {
      version: 2,
      seo_title: 'Both',
      data: [{ name: 'heading', data: { title: 'Seen by both' } }],
    });
    expect(saved.status).toBe(200);
    const served = await httpVisitor(ORIGIN).call(b.url, 'GET', '/s/api/page/data/two-processes');
    expect(served.json<{ data: { data: { title: string } }[] }>().data[0]?.data.title).toBe('Seen by both');
  });
});
