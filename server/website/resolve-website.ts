import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { websiteHosts, websites } from '../db/schema';

export type WebsiteRow = typeof websites.$inferSelect;

/** The website bound to a host name, else the default website. */
export async function resolveWebsite(db: Db, hostname: string): Promise<WebsiteRow> {
  const [bound] = await db.select({ website: websites }).from(websiteHosts)
    .innerJoin(websites, eq(websites.id, websiteHosts.websiteId))
    .where(eq(websiteHosts.host, hostname.toLowerCase()));
  if (bound) return bound.website;
  const [fallback] = await db.select().from(websites).where(eq(websites.isDefault, true)).limit(1);
  if (!fallback) throw new Error('No default website: run the seed (npm run seed)');
  return fallback;
}
