import { useState } from 'react';
import { imageSrcSet, imageUrl, NO_IMAGE, type ImageSize } from '../../../contract/image-url';

interface Props {
  src: string | null | undefined;
  alt: string;
  size?: ImageSize;
  /** Intrinsic size, so the browser reserves space (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  /**
   * How wide the image is shown (the `sizes` attribute): given, an image on the store's image path is
   * offered in all its sizes and the browser takes the one the layout needs, not `size`.
   */
  sizes?: string;
}

/** A store image through the image path; falls back to no-image.png when it fails. */
export function StoreImage({ src, alt, size = 'medium', width, height, className, priority = false, sizes }: Props) {
  const [failed, setFailed] = useState(false);
  const srcSet = sizes && !failed ? imageSrcSet(src) : undefined;
  return (
    <img
      src={failed ? NO_IMAGE : imageUrl(src, size)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
}
