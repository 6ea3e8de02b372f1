/** An error that the app's error handler answers with this status and `{message}` (for statuses under 500). */
export function httpError(status: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: status });
}
