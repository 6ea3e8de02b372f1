import { ofetch, type $Fetch, type FetchOptions } from 'ofetch';
import { createXsrfProvider, XSRF_HEADER } from './xsrf';

export interface ApiClientOptions {
  /** The storefront origin sent as `x-web-url`; the server resolves the website from it. */
  webUrl: string;
  /** Base of the store API; `/s` unless a test says otherwise. */
  baseURL?: string;
  /** Cookie source (document.cookie in the browser). */
  readCookies?: () => string;
  fetch?: typeof globalThis.fetch;
}

type Body = FetchOptions['body'];

/** The store API client: GET/POST/PUT/DELETE returning the response body. */
export interface ApiClient {
  /** `signal` cancels the request (a superseded list query, a page left). */
  get<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  /** `headers` adds request headers (e.g. an Idempotency-Key). */
  post<T>(path: string, body?: Body, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, body?: Body): Promise<T>;
  delete<T>(path: string, body?: Body): Promise<T>;
}

/** Creates the API client; non-GET calls carry the XSRF token, fetching it first when needed. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  const request: $Fetch = ofetch.create({
    baseURL: options.baseURL ?? '/s',
    credentials: 'include',
    headers: { 'x-web-url': options.webUrl },
  }, options.fetch ? { fetch: options.fetch } : {});
  const xsrfToken = createXsrfProvider(readCookies, () => request('/api/cookie'));
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: Body, headers: Record<string, string> = {}): Promise<T> => {
    const token = await xsrfToken();
    return request<T>(path, { method, body, headers: token ? { ...headers, [XSRF_HEADER]: token } : headers });
  };
  return {
    get: (path, query, signal) => request(path, { method: 'GET', query, signal }),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body) => send('PUT', path, body),
    delete: (path, body) => send('DELETE', path, body),
  };
}
