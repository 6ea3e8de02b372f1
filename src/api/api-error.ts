/** Its own message when the store could not be reached at all (no answer, no status). */
export const UNREACHABLE_TEXT = 'The store could not be reached. Please check your connection and try again.';

/**
 * A store API call that failed: the HTTP status and the body the server sent, or status 0 and no
 * body when there was no answer. Its message is readable (spec section 8's second helper shows it):
 * the server's own text when it sent one, else what went wrong in words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  /** `GET /s/api/...`: which call failed, for reports. */
  readonly call: string;

  constructor(call: string, status: number, data: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.call = call;
    this.status = status;
    this.data = data;
  }
}
