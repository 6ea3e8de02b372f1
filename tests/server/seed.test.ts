import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { packs, pincodes, products, users, websites, platformAdmins } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed/seed-database';
import type { Database } from '../../server/db/client';
import { databaseKinds, openTestDatabase } from '../support/test-database';

const postgresUrl = inject('postgresUrl');

describe.each(databaseKinds(postgresUrl))('the demo seed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, postgresUrl);
    expect(await seedDatabase(database.db)).toBe(true);
  });
  afterAll(() => database.close());

  it('seeds two websites, each with at least 500 products of 1–3 packs, some discounted', async () => {
    const rows = await database.db
      .select({
        slug: websites.slug,
        products: sql<number>`count(distinct ${products.id})::int`,
        minPacks: sql<number>`min(pack_count)::int`,
        maxPacks: sql<number>`max(pack_count)::int`,
        discounted: sql<number>`sum(discounted)::int`,
      })
      .from(websites)
      .innerJoin(products, eq(products.websiteId, websites.id))
      .innerJoin(
        sql`(select product_id, count(*) as pack_count, count(*) filter (where price_paise < act_price_paise) as discounted from packs group by product_id) p`,
        sql`p.product_id = ${products.id}`,
      )
      .groupBy(websites.slug)
      .orderBy(websites.slug);
    expect(rows.map((r) => r.slug)).toEqual(['daily', 'freshkart']);
    for (const row of rows) {
      expect(row.products).toBeGreaterThanOrEqual(500);
      expect(row.minPacks).toBeGreaterThanOrEqual(1);
      expect(row.maxPacks).toBeLessThanOrEqual(3);
      expect(row.discounted).toBeGreaterThan(0);
    }
    const [cheapest] = await database.db.select({ min: sql<number>`min(${packs.pricePaise})::int` }).from(packs);
    expect(cheapest?.min).toBeGreaterThan(0);
  });

  it('seeds the demo users and serviceable pincodes', async () => {
    const staff = await database.db.select().from(users).where(eq(users.phone, '9000000001'));
    expect(staff).toHaveLength(2);
    expect(staff[0]).toMatchObject({ hasAdminAccess: true });
    // The superadmin is the platform's role, recorded apart from any website's staff.
    expect(await database.db.select({ phone: platformAdmins.phone }).from(platformAdmins)).toEqual([{ phone: '9000000001' }]);
    expect(staff[0]?.permissions).toEqual(['website_setting:view', 'website_setting:edit', 'pos_access:view']);
    const agent = await database.db.select().from(users).where(eq(users.phone, '9123456780'));
    expect(agent[0]?.isAgent).toBe(true);
    const codes = await database.db.selectDistinct({ pincode: pincodes.pincode }).from(pincodes).orderBy(pincodes.pincode);
    expect(codes.map((c) => c.pincode)).toEqual(['110001', '560001', '560034']);
  });

  it('leaves a seeded database alone, and reseeds on request with a chosen size', async () => {
    expect(await seedDatabase(database.db)).toBe(false);
    await seedDatabase(database.db, { reset: true, products: 40 });
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(row?.n).toBe(80);
  });
});
