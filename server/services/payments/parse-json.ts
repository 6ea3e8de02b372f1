/** JSON.parse that answers undefined for text that is not JSON (a webhook body may be anything). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
