import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { PageData } from '../../../contract/page-data';
import { buildApp } from '../../../server/app';
import { loadServerRenderer } from '../../../server/html/markup-renderer';
import { openDatabase } from '../../../server/db/client';
import { addresses, categories, pages, products, users, websites } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/seed/seed-database';
import { telemetryFromEnv } from '../../../server/telemetry/telemetry-config';
import { cssPayloads, imagePayloads, linkPayloads, type Payload } from './payloads';

const PROBE_CATEGORY = 'xss-probe';

/**
 * The reference server on its own seeded in-memory database, serving the real build (dist/), whose
 * store-owner and shopper text is replaced by payloads: the pages come from the server as a shop's
 * would, boot payload and head included.
 */
export async function startHostileStore() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db);
  const app = await buildApp({
    db: database.db,
    secret: 'xss-suite',
    distDir: join(process.cwd(), 'dist'),
    telemetry: telemetryFromEnv({}),
    // Pages come server-rendered as in the demo store, so the corpus also goes through the server's sanitiser.
    renderer: await loadServerRenderer(join(process.cwd(), 'dist-server')),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const { db } = database;
  const site = async (slug: string) => {
    const [row] = await db.select().from(websites).where(eq(websites.slug, slug));
    if (!row) throw new Error(`no website ${slug}`);
    return row;
  };
  const fresh = await site('freshkart');
  const daily = await site('daily');
  const [home] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.websiteId, fresh.id), eq(pages.path, '/')));
  const [category] = await db.insert(categories).values({ websiteId: fresh.id, name: 'XSS probe', slug: PROBE_CATEGORY }).returning();
  const probed = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.websiteId, fresh.id))
    .orderBy(asc(products.id))
    .limit(60);

  return {
    origin: `http://localhost:${port}`,
    dailyOrigin: `http://daily.localhost:${port}`,

    /** Writes the batch into every field that carries owner or shopper text; answers the pages that show them. */
    async plant(batch: Payload[], shopperPhone: string) {
      const texts = batch.map((p) => p.text);
      const at = (i: number) => texts[i % texts.length] as string;
      const links = linkPayloads();
      const images = imagePayloads();
      await db
        .update(websites)
        .set({
          config: {
            ...fresh.config,
            dynamicNavbar: texts.join('\n'),
            dynamicFooter: [...texts].reverse().join('\n'),
            webPageCss: cssPayloads().join('\n'),
          },
        })
        .where(eq(websites.id, fresh.id));
      await db
        .update(websites)
        .set({
          name: at(1),
          footerName: at(2),
          footerDescription: at(3),
          description: at(4),
          config: {
            ...daily.config,
            navs: texts.slice(0, 12).map((name, i) => ({
              group: i % 2,
              name,
              icon: at(i + 3),
              show_icon: 1,
              link: links[i % links.length] as string,
              value: at(i),
              image: null,
              open: false,
              children: [],
            })),
            footers: [
              {
                name: at(5),
                children: texts.map((name, i) => ({
                  name,
                  link: links[i % links.length] as string,
                  icon: images[i % images.length] as string,
                  show_icon: 1,
                })),
              },
            ],
            navSetting: { ...daily.config.navSetting, footer_name: at(12) },
            webSeo: { ...daily.config.webSeo, og_title: at(6), og_description: at(7), meta_keywords: at(8) },
          },
        })
        .where(eq(websites.id, daily.id));
      const page: PageData = {
        ...(home?.data as PageData),
        data: [
          ...texts.map((html, order) => ({ name: 'html-block', order, data: { html } })),
          { name: 'heading', order: 900, data: { title: at(8), text: at(9), level: 2 } },
          ...links.map((link, i) => ({
            name: 'banner',
            order: 901 + i,
            data: { image: 'banner-delivery.svg', alt: at(i), link, title: at(i + 1), text: at(i + 2) },
          })),
        ],
        css: cssPayloads().join('\n'),
        seo_title: at(10),
        seo_description: at(11),
        seo_keyword: at(12),
        schema_script: JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Store',
          name: at(13),
          description: texts.join(' '),
        }).replaceAll('\\/', '/'),
      };
      await db
        .update(pages)
        .set({ data: page, title: at(14) })
        .where(and(eq(pages.websiteId, fresh.id), eq(pages.path, '/')));
      for (const [i, product] of probed.slice(0, texts.length).entries()) {
        await db
          .update(products)
          .set({ name: at(i), description: i === 0 ? texts.join('\n') : at(i + 1), info: at(i + 2), categoryId: category?.id as number })
          .where(eq(products.id, product.id));
      }
      const [shopper] = await db
        .select()
        .from(users)
        .where(and(eq(users.websiteId, fresh.id), eq(users.phone, shopperPhone)));
      if (shopper) {
        await db
          .update(users)
          .set({ name: at(15), email: `${at(16).slice(0, 40)}@example.com` })
          .where(eq(users.id, shopper.id));
        await db.delete(addresses).where(eq(addresses.userId, shopper.id));
        await db.insert(addresses).values(
          texts.slice(0, 6).map((text, i) => ({
            websiteId: fresh.id,
            userId: shopper.id,
            name: text,
            phone: '9876543210',
            line1: at(i + 1),
            line2: at(i + 2),
            city: at(i + 3),
            state: at(i + 4),
            pincode: '560001',
          })),
        );
      }
      return [
        `${this.origin}/`,
        `${this.dailyOrigin}/`,
        `${this.origin}/products?c=${PROBE_CATEGORY}`,
        `${this.origin}/products/${probed[0]?.slug}`,
        `${this.origin}/products?q=${encodeURIComponent(texts.slice(0, 3).join(' '))}`,
        `${this.origin}/account`,
        `${this.origin}/account/addresses`,
        `${this.origin}/account/details`,
      ];
    },

    async close() {
      await app.close();
      await database.close();
    },
  };
}
