import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { safeEqual, sign } from './signing';

/** Name of the httpOnly cookie carrying the signed session id (over https, `__Host-sid`). */
export const SESSION_COOKIE = 'sid';

/**
 * A cookie's name for this request: over https the `__Host-` prefix, which the browser accepts only
 * when Secure, on path / and without a domain, so a sibling subdomain can neither set nor shadow it.
 */
export const cookieName = (request: FastifyRequest, base: string) => (request.protocol === 'https' ? `__Host-${base}` : base);

/** The signed session id cookie's value on this request. */
export const sessionCookie = (request: FastifyRequest) => request.cookies[cookieName(request, SESSION_COOKIE)];
const SESSION_DAYS = 30;

export type SessionRow = typeof sessions.$inferSelect;

/** The session id from a signed cookie value, or null when absent or forged. */
export function readSessionId(secret: string, cookie: string | undefined): string | null {
  if (!cookie || cookie.length > 200) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = cookie.slice(0, dot);
  return safeEqual(cookie.slice(dot + 1), sign(secret, `sid|${id}`)) ? id : null;
}

/** The live session of this request for this website, if any. */
export async function loadSession(db: Db, secret: string, request: FastifyRequest, websiteId: number): Promise<SessionRow | null> {
  const id = readSessionId(secret, sessionCookie(request));
  if (!id) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.websiteId, websiteId), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

const expiry = () => new Date(Date.now() + SESSION_DAYS * 86_400_000);

/**
 * Gives the visitor a new signed session id in its cookie, without a database row: a visitor gets a
 * row only when it first keeps something (`ensureSession`), so reading the shop never grows the
 * database. Answers the id, for the XSRF token bound to it.
 */
export function issueSessionId(secret: string, reply: FastifyReply): string {
  const id = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName(reply.request, SESSION_COOKIE), `${id}.${sign(secret, `sid|${id}`)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    expires: expiry(),
  });
  return id;
}

/** Starts a new session (row and cookie), with a delivery pincode carried over. Sign-in calls this, so the id (and XSRF token) rotate. */
export async function startSession(
  db: Db,
  secret: string,
  reply: FastifyReply,
  websiteId: number,
  userId: number | null = null,
  pincode: string | null = null,
): Promise<SessionRow> {
  const id = issueSessionId(secret, reply);
  const [row] = await db.insert(sessions).values({ id, websiteId, userId, pincode, expiresAt: expiry() }).returning();
  return row as SessionRow;
}

/** Ends a session (sign-out, or the guest session that sign-in replaces). */
export async function endSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Sets the delivery pincode a session shops for. */
export async function setSessionPincode(db: Db, id: string, pincode: string): Promise<void> {
  await db.update(sessions).set({ pincode }).where(eq(sessions.id, id));
}

/**
 * The visitor's session row, made on its first write under the id its cookie already carries (so its
 * XSRF token stays good); a new id, cookie and `onNewId` call when the cookie has none of this website's.
 */
export async function ensureSession(
  db: Db,
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  websiteId: number,
  current: SessionRow | null,
  onNewId: (id: string) => void,
): Promise<SessionRow> {
  if (current) return current;
  const id = readSessionId(secret, sessionCookie(request));
  if (id) {
    await db.insert(sessions).values({ id, websiteId, expiresAt: expiry() }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.websiteId, websiteId), gt(sessions.expiresAt, new Date())));
    if (row) return row;
  }
  const row = await startSession(db, secret, reply, websiteId);
  onNewId(row.id);
  return row;
}
