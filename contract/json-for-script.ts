/**
 * JSON that is safe inside a <script> element: no store text can close the element or open a
 * comment, and U+2028/U+2029 cannot end a line in older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page's `schema_script` as JSON-LD text ready for a script element, or null when it is not JSON. */
export function structuredData(schemaScript: string | null | undefined): string | null {
  if (!schemaScript?.trim()) return null;
  try {
    const value: unknown = JSON.parse(schemaScript);
    return value !== null && typeof value === 'object' ? jsonForScript(value) : null;
  } catch {
    return null;
  }
}
