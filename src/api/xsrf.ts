/** Name of the cookie holding the XSRF token (`__Host-XSRF-TOKEN` over https), and of the header that echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return null;
}

/**
 * Returns the XSRF token, asking the server for one (once, however many callers wait) when the
 * cookie is missing.
 */
export function createXsrfProvider(readCookies: () => string, requestCookie: () => Promise<unknown>) {
  let pending: Promise<unknown> | null = null;
  return async function xsrfToken(): Promise<string | null> {
    const token = () => readCookie(readCookies(), `__Host-${XSRF_COOKIE}`) ?? readCookie(readCookies(), XSRF_COOKIE);
    const existing = token();
    if (existing) return existing;
    pending ??= requestCookie().finally(() => {
      pending = null;
    });
    await pending;
    return token();
  };
}
