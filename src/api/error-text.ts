/** The text of an error toast when the error carries no message of its own (spec section 8, generic toast). */
export const GENERIC_ERROR_TEXT = "There's been an error, please try again.";

/** "Something went wrong" for a named action, e.g. somethingWentWrong('loading your orders'). */
export function somethingWentWrong(action?: string): string {
  return action ? `Something went wrong while ${action}. Please try again.` : GENERIC_ERROR_TEXT;
}

/**
 * The message of a failed API call: a string body as is; else its `msg`, `message` or `error`
 * field; arrays joined by newlines; the generic text when nothing readable is there.
 */
export function errorText(error: unknown): string {
  // A thrown error's own message is technical ("[GET] /s/api/x: fetch failed"): only what the
  // server sent (its `data`) is shown; a bare body (string, object, array) is read as it is.
  const data = error instanceof Error || (error && typeof error === 'object' && 'data' in error)
    ? (error as { data?: unknown }).data
    : error;
  return textOf(data) ?? GENERIC_ERROR_TEXT;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const lines = value.map(textOf).filter((line): line is string => line !== null);
    return lines.length ? lines.join('\n') : null;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['msg', 'message', 'error']) {
      const text = textOf(record[key]);
      if (text) return text;
    }
  }
  return null;
}

/** Whether a failed API call was answered with this HTTP status (e.g. 404). */
export function hasStatus(error: unknown, status: number): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === status;
}
