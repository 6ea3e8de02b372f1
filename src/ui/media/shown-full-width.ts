import { imageSrcSet, imageUrl, type ImageSize } from '../../../contract/image-url';

/**
 * `srcSet` and `sizes` of an image shown across the whole viewport (a hero slide, a banner): every size
 * of a store image, so a phone takes the one its screen needs. An image not on the image path keeps its
 * one URL; with `fallback`, as the `srcSet` (a `<source>` has no `src`).
 */
export function shownFullWidth(src: string | null | undefined, fallback?: ImageSize): { srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(src);
  if (srcSet) return { srcSet, sizes: '100vw' };
  return fallback ? { srcSet: imageUrl(src, fallback) } : {};
}
