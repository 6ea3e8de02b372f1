import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import type { SessionRow } from '../../security/session';

/** Whose cart: a signed-in shopper's by user id, a guest's by session id. */
export type CartOwner = { userId: number } | { sessionId: string };

/** The cart owner of a session. */
export function ownerOfSession(session: SessionRow): CartOwner {
  return session.userId ? { userId: session.userId } : { sessionId: session.id };
}

/** The cart owner of a session, or null without one (such a visitor has no cart yet). */
export function ownerOf(session: SessionRow | null): CartOwner | null {
  return session ? ownerOfSession(session) : null;
}

function ownerCondition(websiteId: number, owner: CartOwner): SQL | undefined {
  return 'userId' in owner
    ? and(eq(carts.websiteId, websiteId), eq(carts.userId, owner.userId))
    : and(eq(carts.websiteId, websiteId), eq(carts.sessionId, owner.sessionId));
}

/** The owner's cart row, if it has one. */
export async function findCart(db: Db, websiteId: number, owner: CartOwner) {
  const [row] = await db.select().from(carts).where(ownerCondition(websiteId, owner));
  return row ?? null;
}

/** The owner's cart row, created when missing (two concurrent first adds get the same cart). */
export async function ensureCart(db: Db, websiteId: number, owner: CartOwner) {
  const existing = await findCart(db, websiteId, owner);
  if (existing) return existing;
  await db
    .insert(carts)
    .values({ websiteId, ...owner })
    .onConflictDoNothing();
  const created = await findCart(db, websiteId, owner);
  if (!created) throw new Error('The cart could not be created');
  return created;
}
