import * as z from 'zod/mini';

/** Told of each item a list dropped while an answer was read: what list, the item, why. */
export type DroppedItemReporter = (list: string, item: unknown, error: z.core.$ZodError) => void;

let reportDropped: DroppedItemReporter = () => undefined;

/** Sets who hears of dropped items (the browser reports each once to error tracking). */
export function onDroppedItem(reporter: DroppedItemReporter): void {
  reportDropped = reporter;
}

/**
 * A list read item by item (issue 34: one malformed product, category or cart line must not empty the
 * list): a list whose items are all good is read in one pass as before; otherwise each item is read on
 * its own and the malformed ones are dropped, and reported. Anything but a list reads as `[]`. Its JSON
 * Schema is the strict list's (the catch gives `[]` when asked without an input).
 */
export function listOf<T extends z.ZodMiniType>(item: T, list: string) {
  return z.catch(z.array(item), (ctx: { input: unknown } | undefined) => {
    const raw = ctx?.input;
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((value: unknown) => {
      const read = item.safeParse(value);
      if (read.success) return [read.data as z.output<T>];
      reportDropped(list, value, read.error);
      return [];
    });
  });
}

/**
 * A whole-number id that a store may send as a numeric string (`"12"`): read as a number. Its JSON
 * Schema (either side) is a number's, so the reference server is still held to numbers.
 */
export const numericId = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value)),
    z.number(),
  );

/** A text id (an order number) that a store may send as a number: read as text. Its JSON Schema is a string's. */
export const textId = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
    z.string(),
  );

/**
 * A map read entry by entry, as `listOf` reads a list: a value of another type (a colour sent as null)
 * is left out and the rest kept. Anything but an object reads as `{}`. Its JSON Schema is the strict map's.
 */
export function recordOf<T extends z.ZodMiniType<unknown>>(value: T) {
  return z.catch(z.record(z.string(), value), (ctx: { input: unknown } | undefined) => {
    const raw = ctx?.input;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).flatMap(([key, item]) => {
        const read = value.safeParse(item);
        return read.success ? [[key, read.data as z.output<T>]] : [];
      }),
    );
  });
}

/**
 * An id the storefront only passes on (a website's): a number, or the text a store uses (`"corner-7"`);
 * a numeric string reads as a number.
 */
export const passedId = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value)),
    z.union([z.number(), z.string().check(z.minLength(1))]),
  );
