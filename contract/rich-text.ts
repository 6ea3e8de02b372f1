const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/**
 * A product's description or info (spec section 3: any type) as HTML to sanitise and show: text as it
 * is (a store's HTML), a number as text, a list as a list, an object as named parts (a definition
 * list, names escaped); nothing for null, booleans and what nests deeper than four levels.
 */
export function richText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (depth >= 4 || !value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => richText(item, depth + 1)).filter((item): item is string => item !== null);
    return items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : null;
  }
  const parts = Object.entries(value).flatMap(([name, part]) => {
    const html = richText(part, depth + 1);
    return html === null ? [] : [`<dt>${escape(name)}</dt><dd>${html}</dd>`];
  });
  return parts.length ? `<dl>${parts.join('')}</dl>` : null;
}
