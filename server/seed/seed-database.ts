import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { catalogueSeed, generateProducts } from './generate-products';
import {
  type CategoryFixture, loadBrands, loadCategories, loadCoupons, loadDelivery, loadPincodes, loadUsers, loadWebsiteFixtures, type WebsiteFixture,
} from './fixtures';

/** How many products each demo website gets unless told otherwise. */
export const DEFAULT_PRODUCT_COUNT = 520;

export interface SeedOptions {
  products?: number;
  /** Wipe existing data first (the seed CLI); otherwise a seeded database is left alone. */
  reset?: boolean;
}

/** Loads the demo store from fixtures/. Returns false when the database already had data. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  const seeded = await db.transaction(async (tx) => {
    if (options.reset) {
      await tx.execute(sql`TRUNCATE websites, website_hosts, categories, brands, products, packs, pincodes, warehouses, delivery_charges, warehouse_pincodes, payments, coupons, carts, cart_items, addresses, orders, order_items, idempotency_keys, otp_requests, users, sessions, pages, search_words RESTART IDENTITY CASCADE`);
    } else {
      const existing = await tx.select({ id: t.websites.id }).from(t.websites).limit(1);
      if (existing.length > 0) return false;
    }
    const fixtures = loadWebsiteFixtures();
    for (const website of fixtures) await seedWebsite(tx, website, productCount);
    return true;
  });
  // Fresh statistics and visibility map, so the planner picks the search and sort indexes from the first query on.
  if (seeded) await db.execute(sql`VACUUM ANALYZE`);
  return seeded;
}

async function seedWebsite(db: Db, fixture: WebsiteFixture, productCount: number) {
  const { hosts, pages, ...fields } = fixture;
  const [website] = await db.insert(t.websites).values(fields).returning({ id: t.websites.id });
  const websiteId = (website as { id: number }).id;
  await db.insert(t.websiteHosts).values(hosts.map((host) => ({ host, websiteId })));
  await db.insert(t.pages).values(pages.map((p) => ({ websiteId, path: p.path, title: p.title, data: p.page })));
  await db.insert(t.pincodes).values(loadPincodes().map((p) => ({ websiteId, pincode: p.pincode, city: p.city })));
  const warehouseFor = await seedDelivery(db, websiteId);
  await db.insert(t.coupons).values(loadCoupons().map((c) => ({
    websiteId, code: c.code, kind: c.kind, value: c.kind === 'flat' ? c.value * 100 : c.value,
    minAmountPaise: c.min_amount * 100, expiresAt: c.expires_at ? new Date(c.expires_at) : null,
  })));
  await db.insert(t.users).values(loadUsers().map((u) => ({
    websiteId, phone: u.phone, name: u.name, email: u.email ?? null, isAgent: u.is_agent ?? false,
    isSuperadmin: u.is_superadmin ?? false, hasAdminAccess: u.hasAdminAccess ?? false, permissions: u.permissions ?? [],
  })));

  const categoryIds = new Map<string, number>();
  await insertCategories(db, websiteId, loadCategories(), null, categoryIds);
  const brands = loadBrands();
  const brandRows = await db.insert(t.brands)
    .values(brands.map((b) => ({ websiteId, name: b.name, slug: b.slug, image: null })))
    .returning({ id: t.brands.id, slug: t.brands.slug });
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));

  const specs = generateProducts(productCount, brands, catalogueSeed(fixture.slug));
  const chunk = 500;
  for (let start = 0; start < specs.length; start += chunk) {
    const batch = specs.slice(start, start + chunk);
    const rows = await db.insert(t.products).values(batch.map((p, i) => ({
      websiteId,
      name: p.name,
      slug: p.slug,
      categoryId: categoryIds.get(p.categorySlug) as number,
      brandId: brandIds.get(p.brandSlug) as number,
      description: p.description,
      info: p.info,
      medias: [{ src: `/s/media/products/${p.slug}.svg` }],
      // Spread creation times so "newest first" has a meaningful order.
      createdAt: new Date(Date.UTC(2026, 0, 1) + (start + i) * 3_600_000),
    }))).returning({ id: t.products.id });
    await db.insert(t.packs).values(batch.flatMap((p, i) => p.packs.map((pack, position) => ({
      productId: (rows[i] as { id: number }).id, position, warehouseId: warehouseFor(pack.weightGrams), ...pack,
    }))));
  }
}

/** Charges, warehouses and their pincodes; answers which warehouse ships a pack of a given weight. */
async function seedDelivery(db: Db, websiteId: number): Promise<(grams: number) => number> {
  const { charges, warehouses } = loadDelivery();
  const chargeRows = await db.insert(t.deliveryCharges).values(charges.map((c) => ({
    websiteId, code: c.code, label: c.label, chargePaise: c.charge * 100, freeAbovePaise: c.free_above * 100,
  }))).returning({ id: t.deliveryCharges.id, code: t.deliveryCharges.code });
  const chargeIds = new Map(chargeRows.map((c) => [c.code, c.id]));
  const byThreshold: { minGrams: number; id: number }[] = [];
  for (const w of warehouses) {
    const [row] = await db.insert(t.warehouses).values({
      websiteId, code: w.code, name: w.name, externalShipping: w.external_shipping, leadDays: w.lead_days, slots: w.slots,
    }).returning({ id: t.warehouses.id });
    const id = (row as { id: number }).id;
    await db.insert(t.warehousePincodes).values(Object.entries(w.pincodes).map(([pincode, code]) => ({
      warehouseId: id, pincode, deliveryChargeId: chargeIds.get(code) as number,
    })));
    byThreshold.push({ minGrams: w.min_pack_grams ?? 0, id });
  }
  byThreshold.sort((a, b) => b.minGrams - a.minGrams);
  return (grams) => (byThreshold.find((w) => grams >= w.minGrams) ?? byThreshold[byThreshold.length - 1] as { id: number }).id;
}

async function insertCategories(
  db: Db, websiteId: number, nodes: CategoryFixture[], parentId: number | null, ids: Map<string, number>,
) {
  for (const [position, node] of nodes.entries()) {
    const [row] = await db.insert(t.categories)
      .values({ websiteId, parentId, name: node.name, slug: node.slug, position, image: null })
      .returning({ id: t.categories.id });
    ids.set(node.slug, (row as { id: number }).id);
    if (node.children) await insertCategories(db, websiteId, node.children, (row as { id: number }).id, ids);
  }
}
