import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';

/** Most saved addresses per shopper. */
export const MAX_ADDRESSES = 20;

/** A saved address as stored. */
export type AddressRow = typeof addresses.$inferSelect;

/** An address as the shopper enters it. */
export interface AddressFields {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

/** Whose address book: a shopper on a website. */
export interface AddressOwner {
  websiteId: number;
  userId: number;
}

const mineOf = (owner: AddressOwner) => and(eq(addresses.websiteId, owner.websiteId), eq(addresses.userId, owner.userId));

/** The shopper's addresses, the default first, then oldest first. */
export function listAddresses(db: Db, owner: AddressOwner): Promise<AddressRow[]> {
  return db.select().from(addresses).where(mineOf(owner)).orderBy(desc(addresses.isDefault), asc(addresses.id));
}

/** One of the shopper's addresses; null when it is not theirs. */
export async function findAddress(db: Db, owner: AddressOwner, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(mineOf(owner), eq(addresses.id, id)));
  return row ?? null;
}

/** Saves a new address (the first one, or one asked to be, becomes the default); null when the book is full. */
export function addAddress(db: Db, owner: AddressOwner, fields: AddressFields, makeDefault: boolean): Promise<AddressRow | null> {
  const mine = mineOf(owner);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(addresses).where(mine);
    if ((existing?.n ?? 0) >= MAX_ADDRESSES) return null;
    const isDefault = makeDefault || (existing?.n ?? 0) === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(mine);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, websiteId: owner.websiteId, userId: owner.userId, isDefault })
      .returning();
    return row ?? null;
  });
}

/** Changes one of the shopper's addresses (and makes it the default if asked); null when it is not theirs. */
export function updateAddress(
  db: Db,
  owner: AddressOwner,
  id: number,
  fields: AddressFields,
  makeDefault: boolean,
): Promise<AddressRow | null> {
  const mine = mineOf(owner);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set(fields)
      .where(and(mine, eq(addresses.id, id)))
      .returning();
    if (row && makeDefault && !row.isDefault) return setDefault(tx, mine, id);
    return row ?? null;
  });
}

/** Makes one of the shopper's addresses the default; null when it is not theirs. */
export function makeDefaultAddress(db: Db, owner: AddressOwner, id: number): Promise<AddressRow | null> {
  return db.transaction((tx) => setDefault(tx, mineOf(owner), id));
}

/** Deletes one of the shopper's addresses (the oldest left becomes the default if it was); false when it is not theirs. */
export function deleteAddress(db: Db, owner: AddressOwner, id: number): Promise<boolean> {
  const mine = mineOf(owner);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(and(mine, eq(addresses.id, id)))
      .returning();
    if (!row) return false;
    if (row.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(mine).orderBy(asc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
}

async function setDefault(tx: Db, mine: SQL | undefined, id: number): Promise<AddressRow | null> {
  const [target] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(mine, eq(addresses.id, id)));
  if (!target) return null;
  await tx.update(addresses).set({ isDefault: false }).where(mine);
  const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
  return row ?? null;
}
