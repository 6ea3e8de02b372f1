import type { Schema } from './schema';
import { typeOf } from './schema';

// Fields the owner picks (from a library or a list) rather than types.
const CHOOSE = new Set(['image', 'product', 'category', 'brand', 'font', 'icon', 'colour']);

/** The label as it reads inside a sentence: "Title" → "title", an initialism ("SEO title") kept. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** "a title", "an image", "an SEO title" (an initialism is read letter by letter). */
function withArticle(label: string): string {
  const words = inSentence(label);
  const vowelSound = /^[A-Z]{2,}\b/.test(words) ? /^[AEFHILMNORSX]/.test(words) : /^[aeiou]/i.test(words);
  return `${vowelSound ? 'an' : 'a'} ${words}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What is wrong with a field's value, in the owner's words and named by the field's label ("Enter a
 * title", "At most 48 characters"): worked out again from the field's schema and value, so it reads
 * the same for the editor's own checks and for the server's refusal. `fallback` is the validator's
 * message, used (as a sentence) only where the schema's simple rules do not explain the error.
 */
export function ownerMessage(schema: Schema | null, value: unknown, label: string, fallback: string): string {
  if (!schema) return sentence(fallback);
  const widget = schema['x-widget'];
  const type = typeOf(schema);
  const chosen = schema.enum !== undefined || (widget !== undefined && CHOOSE.has(widget));
  if (value === undefined || value === null || (value === '' && (type === 'string' || chosen)))
    return `${chosen ? 'Choose' : 'Enter'} ${withArticle(label)}`;
  if (schema.enum && !schema.enum.includes(value)) return 'Choose one of the options';
  if (type === 'string' && typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      return schema.minLength === 1 ? `Enter ${withArticle(label)}` : `At least ${plural(schema.minLength, 'character', 'characters')}`;
    if (schema.maxLength !== undefined && length > schema.maxLength)
      return `At most ${plural(schema.maxLength, 'character', 'characters')} (this has ${length})`;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      return schema['x-pattern-message'] ?? `Check the ${inSentence(label)}: it is not in the form this field takes`;
    if (widget === 'link') return 'Enter a link the store can open: a page of this store (/…), or a web address (https://…)';
    if (widget === 'image') return 'Choose an image, or give a path on this store (/…) or a web address (https://…)';
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number') return type === 'integer' ? 'Enter a whole number' : 'Enter a number';
    if (type === 'integer' && !Number.isInteger(value)) return 'Enter a whole number';
    if (schema.minimum !== undefined && value < schema.minimum) return `At least ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `At most ${schema.maximum}`;
  }
  if (type === 'array' && Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return `Add at least ${plural(schema.minItems, 'item', 'items')}`;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return `At most ${plural(schema.maxItems, 'item', 'items')}`;
  }
  return sentence(fallback);
}

/** A validator's message as a sentence the owner can read ("must be string" → "Must be a text"). */
function sentence(message: string): string {
  const words = message
    .replace(/\bmust be string\b/, 'must be a text')
    .replace(/\bmust be (integer|number|boolean|object|array)\b/, (_, type: string) => `must be ${TYPE_WORDS[type] ?? type}`)
    .replace(/\bmust NOT\b/g, 'must not');
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This value is not accepted';
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  boolean: 'on or off',
  object: 'a group of fields',
  array: 'a list',
};
