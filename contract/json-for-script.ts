const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: no store text can close the element or open a
 * comment, and U+2028/U+2029 cannot end a line in older parsers.
 */
export function jsonForScript(value: unknown): string {
  // One pass: a page's boot payload is tens of kilobytes, on every page the server renders.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c] as string);
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
