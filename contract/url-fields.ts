/**
 * What an image or link field of a page or of the settings may hold (issue 36: `javascript:` and
 * `data:` values were stored, and the favicon was written out as one). The schemas' `x-widget: image`
 * and `x-widget: link` stand for these patterns (scripts/codegen.ts), so that the server, the CLI and
 * the page editor refuse the same values; the storefront's renderers apply the same rules again
 * (`imageUrl`, the link policy in src/ui/links).
 */

// No control character, and no backslash (`/\host` is `//host` to a browser).
const CLEAN = String.raw`(?![\s\S]*[\u0000-\u001f\u007f\\])`;

/**
 * An image: empty, a path on the site (`/…`, not `//`), an http(s) address, or a name on the image path
 * as `CDN_NAME` (contract/image-url.ts) reads one (`x.svg`, `products/Toor Dal (1 kg).jpg`).
 */
export const IMAGE_FIELD_PATTERN = String.raw`^${CLEAN}(?:$|/(?!/)|https?://|(?![\s\S]*\.\.)[^/?#:<>"'\x60]+(?:/[^/?#:<>"'\x60]+)*$)`;

/** A link: empty, a path on the site (`/…`, not `//`), or an http(s) or `www.` address. */
export const LINK_FIELD_PATTERN = String.raw`^${CLEAN}(?:$|/(?!/)|https?://|www\.)`;

const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [IMAGE_FIELD_PATTERN]: 'must be an image: a path on the site (/…), an http(s) address or an uploaded image’s name',
  [LINK_FIELD_PATTERN]: 'must be a link the store opens: a path on the site (/…), or an http(s) or www. address',
};

/** A validator error's message, in words for the two field patterns above (Ajv would print the pattern). */
export function schemaErrorMessage(error: { keyword: string; params: Record<string, unknown>; message?: string } | undefined): string {
  if (!error) return 'is invalid';
  if (error.keyword === 'pattern' && typeof error.params.pattern === 'string' && PATTERN_MESSAGES[error.params.pattern])
    return PATTERN_MESSAGES[error.params.pattern] as string;
  return error.message ?? 'is invalid';
}
