import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { websiteHosts, websites } from '../db/schema';
import { contentMemo, type SettledContent } from '../services/content-memo';
import { ttlCachePer } from '../services/ttl-cache';

export type WebsiteRow = typeof websites.$inferSelect;

const websiteRows = contentMemo<WebsiteRow>(60_000, 1_000);

/** The website bound to a host name, else the default website; from memory when content has `settled`. */
export function resolveWebsite(db: Db, hostname: string, settled: SettledContent | null = null): Promise<WebsiteRow> {
  const host = hostname.toLowerCase();
  return websiteRows(settled, db, host, () => findWebsite(db, host));
}

async function findWebsite(db: Db, host: string): Promise<WebsiteRow> {
  const [bound] = await db
    .select({ website: websites })
    .from(websiteHosts)
    .innerJoin(websites, eq(websites.id, websiteHosts.websiteId))
    .where(eq(websiteHosts.host, host));
  if (bound) return bound.website;
  const [fallback] = await db.select().from(websites).where(eq(websites.isDefault, true)).limit(1);
  if (!fallback) throw new Error('No default website: run the seed (npm run seed)');
  return fallback;
}

// Host bindings change rarely; hot read paths keep them for a few seconds per process, or until a
// binding or a website changes.
const websiteIds = ttlCachePer<number>(10_000, 1_000, ['website_hosts', 'websites']);

/** Only the id of the website for a host name (else the default website), cached briefly: for hot read paths. */
export function resolveWebsiteId(db: Db, hostname: string): Promise<number> {
  const host = hostname.toLowerCase();
  return websiteIds(db).get(host, () => findWebsiteId(db, host));
}

async function findWebsiteId(db: Db, host: string): Promise<number> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(
      or(
        sql`${websites.id} = (SELECT ${websiteHosts.websiteId} FROM ${websiteHosts} WHERE ${websiteHosts.host} = ${host})`,
        eq(websites.isDefault, true),
      ),
    )
    .orderBy(sql`${websites.isDefault} asc`)
    .limit(1);
  if (!row) throw new Error('No default website: run the seed (npm run seed)');
  return row.id;
}
