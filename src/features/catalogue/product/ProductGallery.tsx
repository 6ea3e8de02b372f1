import { useState } from 'react';
import { StoreImage } from '../../../ui/media/StoreImage';

/** The product's images at 4:3; thumbnails choose the large image when there are several. */
export function ProductGallery({ medias, name }: { medias: { src: string }[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = medias[current] ?? medias[0];
  return (
    <div className="product-gallery">
      <StoreImage
        src={shown?.src}
        alt={name}
        size="large"
        width={800}
        height={600}
        priority
        className="product-gallery-main"
        sizes="(min-width: 768px) 50vw, 100vw"
      />
      {medias.length > 1 ? (
        <ul className="product-gallery-thumbs" aria-label="Product images">
          {medias.map((media, i) => (
            <li key={`${media.src}-${i}`}>
              <button
                type="button"
                aria-pressed={i === current}
                aria-label={`Show image ${i + 1} of ${medias.length}`}
                onClick={() => setCurrent(i)}
              >
                <StoreImage src={media.src} alt="" size="small" width={96} height={72} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
