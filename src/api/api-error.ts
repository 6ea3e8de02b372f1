/** A store API call the server answered with an error: its HTTP status and the body it sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(method: string, url: string, status: number, data: unknown) {
    super(`[${method}] ${url}: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}
