import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { cartItems, carts, orderItems, orders, packs, products, users, warehousePincodes, websites } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed/seed-database';
import { httpVisitor } from '../support/http-visitor';
import { startServerProcess } from '../support/server-process';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const SHOPPERS = 24;
const STOCK = 500;
const KILL_AFTER = 6;

type Shopper = ReturnType<typeof httpVisitor> & { phone: string; addressId: number; key: string; acknowledged: number | null };

/** A pack FreshKart delivers to 560001, with its stock set to STOCK. */
async function preparePack(db: Database['db']): Promise<{ id: number; warehouseId: number }> {
  const [pack] = await db
    .select({ id: packs.id, warehouseId: packs.warehouseId })
    .from(packs)
    .innerJoin(products, eq(products.id, packs.productId))
    .innerJoin(websites, eq(websites.id, products.websiteId))
    .innerJoin(warehousePincodes, and(eq(warehousePincodes.warehouseId, packs.warehouseId), eq(warehousePincodes.pincode, '560001')))
    .where(eq(websites.slug, 'freshkart'))
    .orderBy(asc(packs.id))
    .limit(1);
  if (!pack) throw new Error('no pack delivered to 560001');
  await db.update(packs).set({ stock: STOCK }).where(eq(packs.id, pack.id));
  return pack;
}

/** Signs a new shopper in over HTTP, fills the cart with one unit and saves an address. */
async function newShopper(server: string, index: number, packId: number, warehouseId: number): Promise<Shopper> {
  const phone = `6${String(Date.now() % 1e7).padStart(7, '0')}${String(index).padStart(2, '0')}`;
  const visitor = httpVisitor(ORIGIN);
  await visitor.call(server, 'GET', '/s/api/cookie');
  expect((await visitor.call(server, 'POST', '/s/api/auth/otp', { phone })).status).toBe(200);
  expect((await visitor.call(server, 'POST', '/s/api/auth/verify', { phone, otp: '123456' })).status).toBe(200);
  expect((await visitor.call(server, 'POST', '/s/api/cart/add', { pack_id: packId, warehouse_id: warehouseId })).status).toBe(200);
  const address = await visitor.call(server, 'POST', '/s/api/addresses', {
    name: 'Crash Tester',
    phone,
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  expect(address.status).toBe(201);
  return { ...visitor, phone, addressId: address.json<{ id: number }>().id, key: `crash-${phone}`, acknowledged: null };
}

const placeOrder = (shopper: Shopper, server: string) =>
  shopper.call(
    server,
    'POST',
    '/s/api/order/create',
    { address_id: shopper.addressId, payment: 'cod' },
    { 'idempotency-key': shopper.key },
  );

/**
 * The database after the run: every order of the test's shoppers with its lines, what is left in
 * their carts, and the pack's stock.
 */
async function outcome(db: Database['db'], phones: string[], packId: number) {
  const shopperRows = await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones));
  const ids = shopperRows.map((u) => u.id);
  const placed = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      lines: sql<number>`(SELECT count(*)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
      units: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(inArray(orders.userId, ids));
  const leftInCarts = await db
    .select({ userId: carts.userId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(inArray(carts.userId, ids));
  const [pack] = await db.select({ stock: packs.stock }).from(packs).where(eq(packs.id, packId));
  return { placed, leftInCarts, stock: pack?.stock as number };
}

const kinds = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('a server killed while placing orders, on %s (issue 19, item 9)', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
  let pgDatabase: TestDatabase | null = null;
  afterAll(async () => {
    await pgDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database as the test opens it: PGlite only while no server holds the directory. */
  const openForTest = async () => (kind === 'pglite' ? openDatabase({ dataDir }) : null);

  it('keeps every acknowledged order with its stock taken once, and nothing half-written', async () => {
    // Seeded by the test first, so that it knows the pack and its stock; PGlite is then let go for the server.
    const database =
      kind === 'pglite' ? ((await openForTest()) as Database) : (pgDatabase = await openTestDatabase('postgres', postgresUrl));
    await seedDatabase(database.db);
    const pack = await preparePack(database.db);
    if (kind === 'pglite') await database.close();
    const env = {
      ...(kind === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: pgDatabase?.url as string }),
      NODE_ENV: 'test',
      SESSION_SECRET: 'crash-safety-test-secret-0123456789abcdef',
      RATE_LIMIT_SIGN_IN: '0',
      OTP_PER_CLIENT_PER_HOUR: '1000',
    };

    const first = await startServerProcess(env);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await newShopper(first.url, i, pack.id, pack.warehouseId));

    // Four lanes of orders; the server is killed once KILL_AFTER are acknowledged, with others in flight.
    let acknowledged = 0;
    let killed: Promise<void> | null = null;
    const lane = async (lane: number) => {
      for (let i = lane; i < SHOPPERS; i += 4) {
        const shopper = shoppers[i] as Shopper;
        try {
          const answer = await placeOrder(shopper, first.url);
          if (answer.status !== 200) throw new Error(`order ${answer.status}: ${answer.body}`);
          shopper.acknowledged = answer.json<{ id: number }>().id;
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) killed = first.kill();
        } catch (error) {
          if (!killed) throw error;
          return; // the connection died with the server: not acknowledged
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(lane));
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    const acked = shoppers.filter((s) => s.acknowledged !== null);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acked.length).toBeLessThan(SHOPPERS);

    // Restarted on the same data: each acknowledged order is there; a retry with the same key answers
    // the same order, and an order that never was is placed now.
    const second = await startServerProcess(env);
    try {
      for (const shopper of shoppers) {
        const retry = await placeOrder(shopper, second.url);
        expect(retry.status, retry.body).toBe(200);
        if (shopper.acknowledged !== null) expect(retry.json<{ id: number }>().id).toBe(shopper.acknowledged);
      }
    } finally {
      await second.stop();
    }

    const after = kind === 'pglite' ? ((await openForTest()) as Database) : (pgDatabase as TestDatabase);
    try {
      const { placed, leftInCarts, stock } = await outcome(
        after.db,
        shoppers.map((s) => s.phone),
        pack.id,
      );
      expect(placed).toHaveLength(SHOPPERS);
      expect(new Set(placed.map((o) => o.userId)).size).toBe(SHOPPERS);
      expect(placed.every((o) => o.lines === 1 && o.units === 1)).toBe(true);
      for (const shopper of acked) expect(placed.map((o) => o.id)).toContain(shopper.acknowledged);
      expect(leftInCarts).toEqual([]);
      expect(stock).toBe(STOCK - SHOPPERS);
    } finally {
      if (kind === 'pglite') await after.close();
    }
  }, 240_000);
});
