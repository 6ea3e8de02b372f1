/** sessionStorage key of the path a visitor wanted before being sent to sign in. */
export const REDIRECT_KEY = 'auth.redirect';

// Any ASCII control character (tab, newline, NUL …) or a backslash makes a path suspect.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * A same-origin path (path + query + hash) that is safe to navigate to, or null.
 * Only paths starting with one `/` pass (so no scheme or host); protocol-relative and backslash forms,
 * control characters and their percent-encoded forms are rejected,
 * and the result is checked again after URL resolution because `/..//evil.example` resolves to `//evil.example`.
 */
export function safeRedirectPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!isPlainPath(value)) return null;
  for (const decoded of decodings(value)) {
    if (CONTROL_OR_BACKSLASH.test(decoded) || decoded.startsWith('//')) return null;
  }
  let resolved: URL;
  try {
    resolved = new URL(value, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(origin).origin) return null;
  const result = resolved.pathname + resolved.search + resolved.hash;
  return isPlainPath(result) ? result : null;
}

function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !CONTROL_OR_BACKSLASH.test(path);
}

/** The value and its successive percent-decodings (a few levels deep). */
function decodings(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** Remembers the wanted path (if it is safe) for after sign-in. */
export function rememberRedirect(storage: Storage, path: string, origin: string): void {
  const safe = safeRedirectPath(path, origin);
  if (safe) storage.setItem(REDIRECT_KEY, safe);
  else storage.removeItem(REDIRECT_KEY);
}

/** Takes the remembered path out of storage; returns it only if it is still safe. */
export function consumeRedirect(storage: Storage, origin: string): string | null {
  const stored = storage.getItem(REDIRECT_KEY);
  storage.removeItem(REDIRECT_KEY);
  return safeRedirectPath(stored, origin);
}
