import type { Located } from './schema';

/** What every field is given: its schema, its value, where it is, and how it is named. */
export interface FieldProps {
  located: Located;
  value: unknown;
  /** Keys and indexes from the component down to the value. */
  path: readonly (string | number)[];
  label: string;
  /** The parent object requires this key (an empty text stays '', not removed). */
  required: boolean;
}

/** A field's JSON pointer (relative to the component) and element id. */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
