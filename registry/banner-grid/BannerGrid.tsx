import type { CSSProperties } from 'react';
import { StoreLink } from '../../src/app/links/StoreLink';
import type { RendererProps } from '../../src/engine/registry-types';
import { SectionTitle } from '../../src/ui/cards/SectionTitle';
import { StoreImage } from '../../src/ui/media/StoreImage';

/** Banners side by side: one column on phones, `columns` from 768 px. */
export default function BannerGrid({ data }: RendererProps<'banner-grid'>) {
  return (
    <section className="section">
      <SectionTitle title={data.title} />
      <div className="banner-grid" style={{ '--columns': data.columns ?? 2 } as CSSProperties}>
        {data.banners.map((banner, index) => (
          <StoreLink key={index} href={banner.link} className="banner-grid-item">
            <StoreImage src={banner.image} alt={banner.alt} width={600} height={300} size="large" />
            {banner.title || banner.text ? (
              <span className="banner-caption">
                {banner.title ? <strong>{banner.title}</strong> : null}
                {banner.text ? <span>{banner.text}</span> : null}
              </span>
            ) : null}
          </StoreLink>
        ))}
      </div>
    </section>
  );
}
