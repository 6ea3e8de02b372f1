/** A JSON pointer's segment for a key or index (`~` and `/` escaped). */
export const segment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer one key or index below `pointer`. */
export const below = (pointer: string, key: string | number) => `${pointer}/${segment(key)}`;

/** The keys and indexes a JSON pointer names (`/data/slides/0` → `['data', 'slides', 0]`). */
export function pathOf(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
}

/** The value at `path` (keys and indexes) in `value`, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}

/**
 * `value` with `next` put at `path` (keys and indexes), copying only the objects and lists on the way;
 * `undefined` removes an object's key (an optional field emptied). Missing objects on the way are made.
 */
export function setIn(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (!path.length) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  const inner = setIn(record[key], rest, next);
  if (inner === undefined) delete record[key];
  else record[key] = inner;
  return record;
}
