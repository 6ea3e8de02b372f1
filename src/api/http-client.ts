import type { $Fetch, FetchError } from 'ofetch';
import { ApiError, UNREACHABLE_TEXT } from './api-error';
import { errorText } from './error-text';
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

/** A request body: a plain object or array goes as JSON; a form or a file as is. */
export type Body = FormData | Blob | Record<string, unknown> | readonly unknown[] | null | undefined;

/** How a POST is sent beyond its body. */
export interface PostOptions {
  /** Request headers to add (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * The request outlives the page (fetch's `keepalive`; small bodies only, 64 KB in all): for a write the
   * page has already shown as done, such as a cart change, which a shopper may leave the page right after.
   */
  keepalive?: boolean;
}

/** The store API client of spec section 7: GET/POST/PUT/DELETE returning the response body. */
export interface ApiClient {
  /** `signal` cancels the request (a superseded list query, a page left). */
  get<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: Body, options?: PostOptions): Promise<T>;
  put<T>(path: string, body?: Body): Promise<T>;
  delete<T>(path: string, body?: Body): Promise<T>;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: Body;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/**
 * Creates the API client on ofetch (JSON bodies and answers, query strings, one more try for a read
 * the network or the server fumbled, never for a write); non-GET calls carry the XSRF token, fetching
 * it first when needed. ofetch loads as the client is made, beside the first paint rather than before
 * it: no call is made before the page is painted (its first answers come with the HTML).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  const fetcher: Promise<$Fetch> = import('ofetch').then(({ createFetch }) =>
    createFetch({
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      defaults: {
        baseURL: options.baseURL ?? '/s',
        credentials: 'include',
        headers: { 'x-web-url': options.webUrl, accept: 'application/json' },
        retryDelay: 0,
      },
    }),
  );
  // Kept for the first call; a failed load is that call's failure.
  fetcher.catch(() => undefined);
  const request = async <T>({ method, path, query, body, headers, signal, keepalive }: Call): Promise<T> => {
    const $fetch = await fetcher;
    try {
      return await $fetch<T>(path, {
        method,
        query: present(query),
        body: body as BodyInit,
        headers,
        signal,
        retry: method === 'GET' ? 1 : 0,
        keepalive,
      });
    } catch (failure) {
      throw signal?.aborted ? failure : apiError(`${method} ${path}`, failure as FetchError);
    }
  };
  const xsrfToken = createXsrfProvider(readCookies, () => request({ method: 'GET', path: '/api/cookie' }));
  const send = async <T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: Body,
    { headers = {}, keepalive }: PostOptions = {},
  ): Promise<T> => {
    const token = await xsrfToken();
    return request<T>({ method, path, body, headers: token ? { ...headers, [XSRF_HEADER]: token } : headers, keepalive });
  };
  return {
    get: (path, query, signal) => request({ method: 'GET', path, query, signal }),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body) => send('PUT', path, body),
    delete: (path, body) => send('DELETE', path, body),
  };
}

/** The query without its empty (undefined or null) values. */
function present(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
}

/** ofetch's failure as an ApiError: the status and body of the answer, and a readable message. */
function apiError(call: string, failure: FetchError): ApiError {
  if (!failure.response) return new ApiError(call, 0, undefined, UNREACHABLE_TEXT);
  return new ApiError(call, failure.response.status, failure.data, errorText(failure.data));
}
