import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pincodes } from '../../db/schema';

/** The website's delivery area for a pincode (its city), or null where it does not deliver. */
export async function deliveryArea(db: Db, websiteId: number, pincode: string): Promise<{ city: string } | null> {
  const [area] = await db
    .select({ city: pincodes.city })
    .from(pincodes)
    .where(and(eq(pincodes.websiteId, websiteId), eq(pincodes.pincode, pincode)));
  return area ?? null;
}

/** Which of these pincodes the website delivers to (one query for an address book). */
export async function servedPincodes(db: Db, websiteId: number, list: readonly string[]): Promise<Set<string>> {
  if (list.length === 0) return new Set();
  const rows = await db
    .select({ pincode: pincodes.pincode })
    .from(pincodes)
    .where(and(eq(pincodes.websiteId, websiteId), inArray(pincodes.pincode, [...new Set(list)])));
  return new Set(rows.map((r) => r.pincode));
}
