import { DIGIT_FORMATS, formats, type FormatName, normaliseDigitFormat } from './formats';

/** A field's value as the form holds it. */
export type FieldValue = string | number | boolean | null | undefined | File | readonly unknown[];

/** How one field is validated. */
export interface FieldRules<Values = Record<string, FieldValue>> {
  /** Used in messages; "This field" when absent. */
  label?: string;
  required?: boolean;
  /** A numeric field: the number 0 counts as filled. */
  numeric?: boolean;
  email?: boolean;
  /** A regular expression, optionally with its own message. */
  pattern?: RegExp | { value: RegExp; message: string };
  format?: FormatName;
  /** Read-only fields are never validated. */
  readOnly?: boolean;
  /** A custom validator: when given, it alone decides (a message, or null for valid). */
  validate?: (value: FieldValue, values: Values) => string | null;
}

// text, @, dotted domain parts, the last part 2–4 letters.
/** What an e-mail address looks like to the form layer. */
export const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,4}$/;

/** Whether a value counts as filled in. For numeric fields the number 0 does. */
export function isFilled(value: FieldValue, numeric = false): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return Number.isFinite(value) && (numeric || value !== 0);
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function textOf(value: FieldValue, format: FormatName | undefined): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return format && DIGIT_FORMATS.has(format) ? normaliseDigitFormat(format, text) : text;
}

/** The first problem with a value, as shoppers read it, or null when it is valid. */
export function validateField<Values>(value: FieldValue, rules: FieldRules<Values>, values: Values): string | null {
  if (rules.readOnly) return null;
  if (rules.validate) return rules.validate(value, values);
  const label = rules.label?.trim() || 'This field';
  if (!isFilled(value, rules.numeric)) return rules.required ? `${label} is required` : null;
  const text = textOf(value, rules.format);
  if (rules.email && !EMAIL.test(text)) return `${label} is not a valid email address`;
  if (rules.pattern) {
    const { value: regex, message } = rules.pattern instanceof RegExp ? { value: rules.pattern, message: undefined } : rules.pattern;
    regex.lastIndex = 0;
    if (!regex.test(text)) return message ?? `${label} is not in valid format`;
  }
  if (rules.format && !formats[rules.format](text)) return `${label} is not in valid format`;
  return null;
}
