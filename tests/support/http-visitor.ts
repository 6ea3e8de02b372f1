import { cookieHeader, cookiesFrom } from './test-app';

/** An answer as a test reads it. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json<T>(): T;
}

/**
 * A visitor over real HTTP with a cookie jar, as a browser on one store origin would be: every call may
 * go to a different server process (`server` is its base URL), sends `x-web-url`, the cookies and the
 * XSRF header, and keeps the cookies each answer sets.
 */
export function httpVisitor(origin: string, cookies: Record<string, string> = {}) {
  const jar = { ...cookies };
  const xsrf = () => jar['XSRF-TOKEN'] ?? '';
  return {
    cookies: jar,
    async call(server: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
      const response = await fetch(`${server}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'x-web-url': origin,
          cookie: cookieHeader(jar),
          'x-xsrf-token': xsrf(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      Object.assign(jar, cookiesFrom(response.headers.getSetCookie()));
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text, json: <T>() => JSON.parse(text) as T };
    },
  };
}
