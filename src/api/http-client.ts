import { ApiError } from './api-error';
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

/** A request body: a plain object or array goes as JSON; anything fetch takes (FormData, text) as is. */
export type Body = BodyInit | Record<string, unknown> | readonly unknown[] | null | undefined;

/** The store API client: GET/POST/PUT/DELETE returning the response body. */
export interface ApiClient {
  /** `signal` cancels the request (a superseded list query, a page left). */
  get<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  /** `headers` adds request headers (e.g. an Idempotency-Key). */
  post<T>(path: string, body?: Body, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, body?: Body): Promise<T>;
  delete<T>(path: string, body?: Body): Promise<T>;
}

// Answers worth one more try for a read: timeouts, rate limits and a server or gateway in trouble.
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: Body;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Creates the API client; non-GET calls carry the XSRF token, fetching it first when needed. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseURL ?? '/s').replace(/\/+$/, '');
  const request = async <T>({ method, path, query, body, headers = {}, signal }: Call): Promise<T> => {
    const url = withQuery(`${base}${path.startsWith('/') ? path : `/${path}`}`, query);
    const json = isJsonBody(body);
    const init: RequestInit = {
      method,
      credentials: 'include',
      signal,
      headers: { 'x-web-url': options.webUrl, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json ? JSON.stringify(body) : (body as BodyInit | null | undefined),
    };
    // A read is tried once more when the network or the server stumbles; a write never is.
    for (let attempt = 0; ; attempt += 1) {
      const retry = method === 'GET' && attempt === 0;
      let response: Response;
      try {
        response = await fetchFn(url, init);
      } catch (failure) {
        if (retry && !signal?.aborted) continue;
        throw failure;
      }
      if (response.ok) return (await readBody(response)) as T;
      if (retry && RETRY_STATUSES.has(response.status)) continue;
      throw new ApiError(method, url, response.status, await readBody(response));
    }
  };
  const xsrfToken = createXsrfProvider(readCookies, () => request({ method: 'GET', path: '/api/cookie' }));
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: Body, headers: Record<string, string> = {}): Promise<T> => {
    const token = await xsrfToken();
    return request<T>({ method, path, body, headers: token ? { ...headers, [XSRF_HEADER]: token } : headers });
  };
  return {
    get: (path, query, signal) => request({ method: 'GET', path, query, signal }),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body) => send('PUT', path, body),
    delete: (path, body) => send('DELETE', path, body),
  };
}

/** Appends query parameters; undefined and null are left out, arrays repeat their key. */
function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isJsonBody(body: Body): boolean {
  if (body === null || body === undefined || typeof body !== 'object') return false;
  return Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype || Object.getPrototypeOf(body) === null;
}

/** The body as JSON when it is JSON, else its text; nothing for an empty answer. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
