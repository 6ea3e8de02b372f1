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
  const data =
    error instanceof Error || (error && typeof error === 'object' && 'data' in error) ? (error as { data?: unknown }).data : error;
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

/**
 * Spec section 8's second helper, for a message shown in place (the pincode modal): the answer's
 * `message` or `msg`, the answer itself when it is text, the error's own message (an ApiError's is
 * readable: the store could not be reached), or "Something went wrong".
 */
export function errorMessage(error: unknown): string {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : error;
  if (data && typeof data === 'object') {
    for (const key of ['message', 'msg']) {
      const text = (data as Record<string, unknown>)[key];
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  if (typeof data === 'string' && data.trim()) return data;
  if (error instanceof Error && error.message.trim()) return error.message;
  return 'Something went wrong';
}

/** Whether a failed API call was answered with this HTTP status (e.g. 404). */
export function hasStatus(error: unknown, status: number): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === status;
}
