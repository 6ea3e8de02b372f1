import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { sessions, users, websites } from '../../server/db/schema';
import { sign } from '../../server/security/signing';
import { xsrfTokenFor } from '../../server/security/xsrf';

/**
 * Cookies and headers of a signed-in session for a demo user, made directly in the database
 * (OTP sign-in arrives with the accounts issue). The secret must be the test app's.
 */
export async function signedInHeaders(db: Db, secret: string, websiteSlug: string, phone: string): Promise<Record<string, string>> {
  const [row] = await db
    .select({ userId: users.id, websiteId: users.websiteId })
    .from(users)
    .innerJoin(websites, eq(websites.id, users.websiteId))
    .where(and(eq(websites.slug, websiteSlug), eq(users.phone, phone)));
  if (!row) throw new Error(`no user ${phone} on ${websiteSlug}`);
  const id = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ id, websiteId: row.websiteId, userId: row.userId, expiresAt: new Date(Date.now() + 3_600_000) });
  const token = xsrfTokenFor(secret, id);
  return {
    cookie: `sid=${encodeURIComponent(`${id}.${sign(secret, `sid|${id}`)}`)}; XSRF-TOKEN=${encodeURIComponent(token)}`,
    'x-xsrf-token': token,
  };
}

/** Demo staff (fixtures/users.json): Meera may view and edit the website's settings, Vikram only view them. */
export const STAFF = { editor: '9000000001', viewer: '9000000002' } as const;

/** Request headers of the demo website's editor, viewer and a shopper, each signed in (the test app's secret). */
export async function editorCallers(db: Db, origin = 'http://localhost:8080') {
  const as = async (who: string) => ({ 'x-web-url': origin, ...(await signedInHeaders(db, 'test-secret', 'freshkart', who)) });
  return { editor: await as(STAFF.editor), viewer: await as(STAFF.viewer), shopper: await as('9876543210') };
}
