import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { catalogueSeed, generateProducts } from './generate-products';
import {
  type CategoryFixture,
  loadBrands,
  loadCategories,
  loadCoupons,
  loadDelivery,
  loadOrders,
  loadPincodes,
  loadUsers,
  loadWebsiteFixtures,
  type WebsiteFixture,
} from './fixtures';

/** The advisory lock held while a database gets its first content (the demo seed, or the first superadmin and website). */
export const FIRST_CONTENT_LOCK = 727275;

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
    // Server processes starting together on one empty PostgreSQL: one seeds, the others wait and find it done.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_CONTENT_LOCK})`);
    if (options.reset) {
      await tx.execute(
        sql`TRUNCATE websites, website_hosts, categories, brands, products, packs, pincodes, warehouses, delivery_charges, warehouse_pincodes, payments, wishlist_categories, wishlist_items, coupons, carts, cart_items, addresses, orders, order_items, idempotency_keys, otp_requests, users, sessions, pages, search_words, shared_marks, platform_admins RESTART IDENTITY CASCADE`,
      );
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
  await db.insert(t.coupons).values(
    loadCoupons().map((c) => ({
      websiteId,
      code: c.code,
      kind: c.kind,
      value: c.kind === 'flat' ? c.value * 100 : c.value,
      minAmountPaise: c.min_amount * 100,
      expiresAt: c.expires_at ? new Date(c.expires_at) : null,
      maxUses: c.max_uses ?? null,
      maxUsesPerShopper: c.max_uses_per_shopper ?? null,
    })),
  );
  const userFixtures = loadUsers();
  const userRows = await db
    .insert(t.users)
    .values(
      userFixtures.map((u) => ({
        websiteId,
        phone: u.phone,
        name: u.name,
        email: u.email ?? null,
        isAgent: u.is_agent ?? false,
        hasAdminAccess: u.hasAdminAccess ?? false,
        permissions: u.permissions ?? [],
      })),
    )
    .returning({ id: t.users.id, phone: t.users.phone });
  const userIds = new Map(userRows.map((u) => [u.phone, u.id]));
  const admins = userFixtures.filter((u) => u.is_superadmin).map((u) => ({ phone: u.phone }));
  if (admins.length > 0) await db.insert(t.platformAdmins).values(admins).onConflictDoNothing();
  for (const u of userFixtures) {
    if (u.agent)
      await db
        .update(t.users)
        .set({ agentId: userIds.get(u.agent) as number })
        .where(eq(t.users.id, userIds.get(u.phone) as number));
  }

  const categoryIds = new Map<string, number>();
  await insertCategories(db, websiteId, loadCategories(), null, categoryIds);
  const brands = loadBrands();
  const brandRows = await db
    .insert(t.brands)
    .values(brands.map((b) => ({ websiteId, name: b.name, slug: b.slug, image: emojiImage(b.emoji) })))
    .returning({ id: t.brands.id, slug: t.brands.slug });
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));

  const specs = generateProducts(productCount, brands, catalogueSeed(fixture.slug));
  const packIdsByProduct: number[][] = [];
  const chunk = 500;
  for (let start = 0; start < specs.length; start += chunk) {
    const batch = specs.slice(start, start + chunk);
    const rows = await db
      .insert(t.products)
      .values(
        batch.map((p, i) => ({
          websiteId,
          name: p.name,
          slug: p.slug,
          categoryId: categoryIds.get(p.categorySlug) as number,
          brandId: brandIds.get(p.brandSlug) as number,
          description: p.description,
          info: p.info,
          // A bare name, as a store's CDN names its images: the storefront asks for the size it shows.
          medias: [{ src: `product-${p.slug}.svg` }],
          // Spread creation times so "newest first" has a meaningful order.
          createdAt: new Date(Date.UTC(2026, 0, 1) + (start + i) * 3_600_000),
        })),
      )
      .returning({ id: t.products.id });
    const packRows = await db
      .insert(t.packs)
      .values(
        batch.flatMap((p, i) =>
          p.packs.map((pack, position) => ({
            productId: (rows[i] as { id: number }).id,
            position,
            warehouseId: warehouseFor(pack.weightGrams),
            ...pack,
          })),
        ),
      )
      .returning({ id: t.packs.id, productId: t.packs.productId });
    for (const [i, row] of rows.entries()) packIdsByProduct[start + i] = packRows.filter((p) => p.productId === row.id).map((p) => p.id);
  }
  await seedOrders(db, { id: websiteId, slug: fixture.slug }, userIds, packIdsByProduct);
}

/** Past orders of the demo customers (for their order lists and the agent's dashboard), dated back from now. */
async function seedOrders(db: Db, website: { id: number; slug: string }, userIds: Map<string, number>, packIdsByProduct: number[][]) {
  for (const fixture of loadOrders()) {
    const userId = userIds.get(fixture.phone);
    const lines = fixture.items.flatMap(([product, pack, quantity]) => {
      const packId = packIdsByProduct[product]?.[pack];
      return packId ? [{ packId, quantity }] : [];
    });
    if (!userId || lines.length === 0) continue;
    const packRows = await db
      .select({ id: t.packs.id, name: t.packs.name, price: t.packs.pricePaise, act: t.packs.actPricePaise, product: t.products.name })
      .from(t.packs)
      .innerJoin(t.products, eq(t.products.id, t.packs.productId))
      .where(
        inArray(
          t.packs.id,
          lines.map((l) => l.packId),
        ),
      );
    const items = lines.map((l) => ({ ...l, pack: packRows.find((p) => p.id === l.packId) as (typeof packRows)[number] }));
    const mrp = items.reduce((s, i) => s + i.pack.act * i.quantity, 0);
    const goods = items.reduce((s, i) => s + i.pack.price * i.quantity, 0);
    const delivery = goods >= 50000 ? 0 : 4000;
    const createdAt = new Date(Date.now() - fixture.days_ago * 86_400_000);
    const [order] = await db
      .insert(t.orders)
      .values({
        websiteId: website.id,
        userId,
        orderNumber: `seed-${website.slug}-${createdAt.getTime()}-${userId}`,
        status: fixture.status,
        paymentMethod: 'cod',
        address: {
          name: 'Demo address',
          phone: fixture.phone,
          line1: '12 MG Road',
          line2: '',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
        amountPaise: mrp,
        discountPaise: mrp - goods,
        deliveryPaise: delivery,
        totalPaise: goods + delivery,
        // Seeded orders were delivered when placed: they hold no stock and count toward no cap.
        deliveryDue: createdAt,
        createdAt,
      })
      .returning({ id: t.orders.id });
    const orderId = (order as { id: number }).id;
    await db
      .update(t.orders)
      .set({ orderNumber: `${website.slug.slice(0, 2).toUpperCase()}${String(orderId).padStart(6, '0')}` })
      .where(eq(t.orders.id, orderId));
    await db.insert(t.orderItems).values(
      items.map((i) => ({
        orderId,
        packId: i.packId,
        productName: i.pack.product,
        packName: i.pack.name,
        pricePaise: i.pack.price,
        actPricePaise: i.pack.act,
        quantity: i.quantity,
      })),
    );
  }
}

/** Charges, warehouses and their pincodes; answers which warehouse ships a pack of a given weight. */
async function seedDelivery(db: Db, websiteId: number): Promise<(grams: number) => number> {
  const { charges, warehouses } = loadDelivery();
  const chargeRows = await db
    .insert(t.deliveryCharges)
    .values(
      charges.map((c) => ({
        websiteId,
        code: c.code,
        label: c.label,
        chargePaise: c.charge * 100,
        freeAbovePaise: c.free_above * 100,
      })),
    )
    .returning({ id: t.deliveryCharges.id, code: t.deliveryCharges.code });
  const chargeIds = new Map(chargeRows.map((c) => [c.code, c.id]));
  const byThreshold: { minGrams: number; id: number }[] = [];
  for (const w of warehouses) {
    const [row] = await db
      .insert(t.warehouses)
      .values({
        websiteId,
        code: w.code,
        name: w.name,
        externalShipping: w.external_shipping,
        leadDays: w.lead_days,
        slots: w.slots,
      })
      .returning({ id: t.warehouses.id });
    const id = (row as { id: number }).id;
    await db.insert(t.warehousePincodes).values(
      Object.entries(w.pincodes).map(([pincode, code]) => ({
        warehouseId: id,
        pincode,
        deliveryChargeId: chargeIds.get(code) as number,
      })),
    );
    byThreshold.push({ minGrams: w.min_pack_grams ?? 0, id });
  }
  byThreshold.sort((a, b) => b.minGrams - a.minGrams);
  return (grams) => (byThreshold.find((w) => grams >= w.minGrams) ?? (byThreshold[byThreshold.length - 1] as { id: number })).id;
}

async function insertCategories(db: Db, websiteId: number, nodes: CategoryFixture[], parentId: number | null, ids: Map<string, number>) {
  for (const [position, node] of nodes.entries()) {
    const [row] = await db
      .insert(t.categories)
      .values({ websiteId, parentId, name: node.name, slug: node.slug, position, image: emojiImage(node.emoji) })
      .returning({ id: t.categories.id });
    ids.set(node.slug, (row as { id: number }).id);
    if (node.children) await insertCategories(db, websiteId, node.children, (row as { id: number }).id, ids);
  }
}

/** A fixture's emoji as an image path of the store's media, or none. */
const emojiImage = (emoji: string | undefined) => (emoji ? `/s/media/emoji/${emoji}.svg` : null);
