import type { CSSProperties } from 'react';
import { StoreLink } from '../../src/ui/links/StoreLink';
import type { RendererProps } from '../registry-types';
import { SectionTitle } from '../../src/ui/cards/SectionTitle';
import { ImageCaption } from '../../src/ui/media/ImageCaption';
import { StoreImage } from '../../src/ui/media/StoreImage';

/** Banners side by side: one column on phones, `columns` from 768 px. */
export default function BannerGrid({ data }: RendererProps<'banner-grid'>) {
  return (
    <section className="section">
      <SectionTitle title={data.title} />
      <div className="banner-grid" style={{ '--columns': data.columns ?? 2 } as CSSProperties}>
        {data.banners.map((banner, index) => (
          <StoreLink key={index} href={banner.link} className="banner-grid-item">
            <StoreImage
              src={banner.image}
              alt={banner.alt}
              width={600}
              height={300}
              size="large"
              sizes={`(min-width: 768px) ${Math.ceil(100 / Math.max(1, data.columns ?? 2))}vw, 100vw`}
            />
            <ImageCaption title={banner.title} text={banner.text} />
          </StoreLink>
        ))}
      </div>
    </section>
  );
}
