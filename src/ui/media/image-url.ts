/** Image sizes the store's image path serves. */
export type ImageSize = 'small' | 'medium' | 'large';

/** A size a store names (logo_settings.image_size): one the image path serves, else medium (the CDN's default). */
export const imageSize = (name: string | null | undefined): ImageSize => (name === 'small' || name === 'large' ? name : 'medium');

/** Shown when an image is missing or fails to load. */
export const NO_IMAGE = '/no-image.png';

/**
 * The URL of a store image: a bare file name goes through the store's image path with a size
 * (`/s/media/medium/x.svg`); site paths and http(s) URLs are used as they are; anything else (other
 * schemes, `//host`, backslashes, control characters) is no image.
 */
export function imageUrl(src: string | null | undefined, size: ImageSize = 'medium'): string {
  const value = (src ?? '').trim();
  // A backslash or control character can turn a site path into another host (`/\\host` is `//host`).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return NO_IMAGE;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[\w.-]+$/.test(value)) return `/s/media/${size}/${value}`;
  return NO_IMAGE;
}
