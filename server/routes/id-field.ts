import * as z from 'zod';

/** The largest id the database holds (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A body field holding a row id: a whole number from 1 to MAX_ID, refused as "{name} must be a whole number". */
export function idField(name: string) {
  const error = `${name} must be a whole number`;
  return z.int({ error }).positive({ error }).max(MAX_ID, { error });
}
