import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A user as stored. */
export type UserRow = typeof users.$inferSelect;

/** The user of a verified phone on a website, made (with no name yet) on its first sign-in; two sign-ins at once make one. */
export async function userForPhone(db: Db, websiteId: number, phone: string): Promise<UserRow> {
  const find = async () =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.websiteId, websiteId), eq(users.phone, phone)))
    )[0];
  const existing = await find();
  if (existing) return existing;
  const [made] = await db.insert(users).values({ websiteId, phone, name: '' }).onConflictDoNothing().returning();
  const user = made ?? (await find());
  if (!user) throw new Error('The user could not be found or made');
  return user;
}
