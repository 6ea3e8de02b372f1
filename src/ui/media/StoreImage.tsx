import { useState } from 'react';
import { imageUrl, NO_IMAGE, type ImageSize } from './image-url';

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
}

/** A store image through the image path; falls back to no-image.png when it fails. */
export function StoreImage({ src, alt, size = 'medium', width, height, className, priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? NO_IMAGE : imageUrl(src, size)}
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
