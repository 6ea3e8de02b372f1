/**
 * Where the store keeps its images and icons (issue 34, item 5). Read when the app is built (`npm run
 * build` and `npm start` put them into the bundle, so a static `dist/` carries them) and, where the
 * code runs unbuilt on the server, from the environment; both read the same variables.
 */

// Replaced by the bundler (vite.config.ts `define`); undeclared where the code runs unbuilt.
declare const __IMAGE_BASE_URL__: string | undefined;
declare const __ICON_API_URL__: string | undefined;

/** Our own server's image path: `/s/media/{size}/{name}`. */
export const DEFAULT_IMAGE_BASE_URL = '/s/media';
/** Our own server's Iconify-compatible icon API: `/s/icons/{prefix}/{name}.svg`. */
export const DEFAULT_ICON_API_URL = '/s/icons';

/**
 * A media base as configured, without its trailing slash: a site path (`/s/media`) or an http(s) URL.
 * Throws, naming the variable, for anything else (`//host`, other schemes, query strings).
 */
export function mediaBase(value: string | undefined, name: string, fallback: string): string {
  const base = (value ?? '').trim().replace(/\/+$/, '');
  if (!base) return fallback;
  const sitePath = /^\/[\w./~%-]*$/.test(base) && !base.startsWith('//');
  const url = /^https?:\/\/[\w.-]+(:\d+)?(\/[\w./~%-]*)?$/i.test(base);
  if (!sitePath && !url) throw new Error(`${name} must be a site path (/s/media) or an http(s) URL without query, not "${value}"`);
  return base;
}

const environment = (name: string): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];

/** The base of bare image names: `{IMAGE_BASE_URL}/{size}/{name}` (spec section 9: a CDN, size "medium" by default). */
export const IMAGE_BASE_URL =
  typeof __IMAGE_BASE_URL__ === 'string'
    ? __IMAGE_BASE_URL__
    : mediaBase(environment('IMAGE_BASE_URL'), 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL);

/** The icon service (spec section 7), with an Iconify-compatible API: `{ICON_API_URL}/{prefix}/{name}.svg`. */
export const ICON_API_URL =
  typeof __ICON_API_URL__ === 'string' ? __ICON_API_URL__ : mediaBase(environment('ICON_API_URL'), 'ICON_API_URL', DEFAULT_ICON_API_URL);
