import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sharedMarks } from '../db/schema';

/** The kinds of mark, each with its own key space. */
export type MarkKind = 'switch-nonce' | 'stand-in-paid';

/**
 * Records `kind`/`key` until `expiresAt` unless it is already there; true only for the first process to
 * do so (one statement, so two processes racing get one true between them).
 */
export async function markOnce(db: Db, kind: MarkKind, key: string, expiresAt: Date, value = ''): Promise<boolean> {
  const rows = await db
    .insert(sharedMarks)
    .values({ kind, key, value, expiresAt })
    .onConflictDoNothing()
    .returning({ key: sharedMarks.key });
  return rows.length === 1;
}

/** The value of an unexpired mark, or null. */
export async function markValue(db: Db, kind: MarkKind, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: sharedMarks.value })
    .from(sharedMarks)
    .where(and(eq(sharedMarks.kind, kind), eq(sharedMarks.key, key), gt(sharedMarks.expiresAt, sql`now()`)));
  return row?.value ?? null;
}
