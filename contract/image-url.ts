import { IMAGE_BASE_URL } from './media-bases';

/** The store's image sizes (its CDN's names, spec section 2: "medium" by default) and their widths in pixels (ours). */
export const IMAGE_WIDTHS = { small: 400, medium: 800, large: 1600 } as const;

/** Image sizes the store's image path serves. */
export type ImageSize = keyof typeof IMAGE_WIDTHS;

/** Whether a name is one of the image sizes: an own key only (`constructor` is not a size). */
export const isImageSize = (name: string): name is ImageSize => Object.hasOwn(IMAGE_WIDTHS, name);

/** A size a store names (logo_settings.image_size): one the image path serves, else medium (the CDN's default). */
export const imageSize = (name: string | null | undefined): ImageSize => (name === 'small' || name === 'large' ? name : 'medium');

/**
 * A name (`x.svg`, `Toor Dal (1 kg).jpg`) or a relative path (`products/x.svg`) on the image CDN, which
 * goes through it with a size: any characters within a part but `/ ? # : \\` and the markup's `< > " ' \``
 * (no file is named so; a value with them is no image), never `..`, no empty part.
 */
export const CDN_NAME = /^(?!.*\.\.)[^/?#:\\<>"'`]+(\/[^/?#:\\<>"'`]+)*$/;

/** A part of a CDN name in a URL: percent-encoded once (a store may send a name already encoded: `toor%20dal.jpg`). */
function encodePart(part: string): string {
  let name = part;
  try {
    name = decodeURIComponent(part);
  } catch {
    // Not an encoding (`50%off.jpg`): the name as it is.
  }
  return encodeURIComponent(name);
}

const cdnPath = (name: string) => name.split('/').map(encodePart).join('/');

/** Shown when an image is missing or fails to load. */
export const NO_IMAGE = '/no-image.png';

/**
 * The URL of a store image: a bare file name or relative path goes through the store's image CDN with a size
 * (`{IMAGE_BASE_URL}/medium/x.svg`, by default our server's `/s/media/medium/x.svg`); site paths and
 * http(s) URLs are used as they are; anything else (other schemes, `//host`, backslashes, control
 * characters) is no image.
 */
export function imageUrl(src: string | null | undefined, size: ImageSize = 'medium'): string {
  const value = (src ?? '').trim();
  // A backslash or control character can turn a site path into another host (`/\\host` is `//host`).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return NO_IMAGE;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^https?:\/\//i.test(value)) return value;
  if (CDN_NAME.test(value)) return `${IMAGE_BASE_URL}/${size}/${cdnPath(value)}`;
  return NO_IMAGE;
}

/**
 * The `srcset` of a store image in every size the image path serves (`/s/media/small/x.svg 400w, …`),
 * so that the browser fetches, decodes and draws the one the layout needs (with `sizes`); undefined
 * for an image that is not on the image path (a site path or another host has one size).
 */
export function imageSrcSet(src: string | null | undefined): string | undefined {
  const value = (src ?? '').trim();
  if (!CDN_NAME.test(value)) return undefined;
  return (Object.entries(IMAGE_WIDTHS) as [ImageSize, number][]).map(([size, width]) => `${imageUrl(value, size)} ${width}w`).join(', ');
}

/**
 * An image as an absolute URL (link previews, structured data): a bare name through the image path in
 * `size`, a site path on `origin`; an unusable value gives null.
 */
export function absoluteImageUrl(src: string | null | undefined, origin: string, size: ImageSize = 'large'): string | null {
  const url = imageUrl(src, size);
  return url === NO_IMAGE ? null : new URL(url, origin).href;
}
