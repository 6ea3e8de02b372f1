import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/**
 * The key that signs session ids and XSRF tokens. SESSION_SECRET wins; otherwise one is made once
 * and kept in the database, so every server behind a load balancer signs alike.
 */
export async function loadSigningSecret(db: Db, fromEnv = process.env.SESSION_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: 'signing_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'signing_secret'));
  return (row as { value: string }).value;
}
