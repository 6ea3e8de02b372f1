import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, pages, products } from '../db/schema';
import { escapeHtml } from '../html/escape';

/** URLs per sitemap file (the protocol's limit). */
export const SITEMAP_LIMIT = 50_000;

/** Every indexable path of a website: content pages, the product list, category listings and products. */
export async function sitemapPaths(db: Db, websiteId: number): Promise<string[]> {
  const [pageRows, categoryRows, productRows] = await Promise.all([
    db.select({ path: pages.path }).from(pages).where(eq(pages.websiteId, websiteId)).orderBy(asc(pages.path)),
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.websiteId, websiteId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select({ slug: products.slug }).from(products).where(eq(products.websiteId, websiteId)).orderBy(asc(products.id)),
  ]);
  const paths = new Set(['/', ...pageRows.map((p) => p.path), '/products']);
  for (const c of categoryRows) paths.add(`/products?c=${encodeURIComponent(c.slug)}`);
  for (const p of productRows) paths.add(`/products/${encodeURIComponent(p.slug)}`);
  return [...paths];
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** A <urlset> of absolute URLs. */
export function urlSet(origin: string, paths: readonly string[]): string {
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `<url><loc>${escapeHtml(origin + p)}</loc></url>`).join('\n')}\n</urlset>`,
  );
}

/** A <sitemapindex> pointing at /sitemap-1.xml … /sitemap-N.xml. */
export function sitemapIndex(origin: string, count: number): string {
  const entries = Array.from({ length: count }, (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`);
}
