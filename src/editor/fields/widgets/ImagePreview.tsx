import { useState } from 'react';
import { imageUrl } from '../../../../contract/image-url';

/** A small preview of an image (a media file name or an address, read as the store reads it), or a note when it does not load. */
export function ImagePreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <p className="field-hint">This image does not load: check its address.</p>;
  return <img className="field-image" src={imageUrl(src, 'small')} alt="" loading="lazy" onError={() => setFailed(src)} />;
}
