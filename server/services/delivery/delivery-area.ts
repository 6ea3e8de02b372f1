import { and, eq } from 'drizzle-orm';
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
