import type { CSSProperties } from 'react';
import { StoreLink } from '../../src/ui/links/StoreLink';
import type { RendererProps } from '../registry-types';
import { ImageCaption } from '../../src/ui/media/ImageCaption';
import { imageUrl } from '../../contract/image-url';
import { shownFullWidth } from '../../src/ui/media/shown-full-width';

/** One promotional image with an optional caption; the whole banner links when `link` is usable. */
export default function Banner({ data }: RendererProps<'banner'>) {
  return (
    <section className="banner" style={{ '--aspect': data.aspect ?? '4/1' } as CSSProperties}>
      <StoreLink href={data.link} className="banner-link">
        <picture>
          {data.image_sm ? <source media="(max-width: 767px)" {...shownFullWidth(data.image_sm, 'large')} /> : null}
          <img
            src={imageUrl(data.image, 'large')}
            {...shownFullWidth(data.image)}
            alt={data.alt}
            width={1200}
            height={300}
            loading="lazy"
          />
        </picture>
        <ImageCaption title={data.title} text={data.text} />
      </StoreLink>
    </section>
  );
}
