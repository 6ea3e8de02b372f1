import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A shopper's details as the profile shows them. */
export interface Profile {
  name: string;
  email: string | null;
  phone: string;
}

/** Whose details: a user of a website. */
export interface ProfileOwner {
  websiteId: number;
  userId: number;
}

const mine = (owner: ProfileOwner) => and(eq(users.id, owner.userId), eq(users.websiteId, owner.websiteId));
const columns = { name: users.name, email: users.email, phone: users.phone };

/** The user's details; null when the user is gone. */
export async function loadProfile(db: Db, owner: ProfileOwner): Promise<Profile | null> {
  const [user] = await db.select(columns).from(users).where(mine(owner));
  return user ?? null;
}

/** Sets the user's name and e-mail (an empty e-mail removes it); null when the user is gone. */
export async function saveProfile(db: Db, owner: ProfileOwner, details: { name: string; email?: string }): Promise<Profile | null> {
  const [user] = await db
    .update(users)
    .set({ name: details.name, email: details.email || null })
    .where(mine(owner))
    .returning(columns);
  return user ?? null;
}
