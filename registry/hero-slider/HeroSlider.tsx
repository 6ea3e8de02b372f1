import type { CSSProperties } from 'react';
import { StoreLink } from '../../src/ui/links/StoreLink';
import type { RendererProps } from '../registry-types';
import { Carousel } from '../../src/ui/carousel/Carousel';
import { ImageCaption } from '../../src/ui/media/ImageCaption';
import { imageUrl } from '../../contract/image-url';
import { shownFullWidth } from '../../src/ui/media/shown-full-width';

/** A slide's picture named from its file (`monsoon-sale_2024.jpg` → "monsoon sale 2024"), for a linked slide that has no words. */
function pictureName(image: string): string {
  const file = image.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  let name = file;
  try {
    name = decodeURIComponent(file);
  } catch {
    // A literal `%`: the name as it is.
  }
  return name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/**
 * Full-width slides; the first loads eagerly (it is the largest paint on most home pages). A slide's
 * title and subtitle are text over the image, so that cropping the image at any width never cuts them.
 */
export default function HeroSlider({ data, settings, order }: RendererProps<'hero-slider'>) {
  const aspect = { sm: '4/3', md: '21/9', lg: '3/1', ...settings?.aspect };
  const config = settings?.slidesconfig ?? {};
  const interval = config.autoplayInterval ?? settings?.autoplayInterval ?? 2000;
  const style = {
    '--aspect-sm': aspect.sm,
    '--aspect-md': aspect.md,
    '--aspect-lg': aspect.lg,
    '--hero-bg': settings?.bgcolor,
  } as CSSProperties;
  return (
    <section className={`hero-slider${settings?.fullpage ? ' hero-slider-full' : ''}`} style={style}>
      <Carousel
        label="Featured"
        perView={{ base: config.sm ?? 1, sm: config.sm ?? 1, md: config.md ?? 1, lg: config.columns ?? 1 }}
        autoplayInterval={interval}
      >
        {data.slides.map((slide, index) => (
          <StoreLink key={index} href={slide.link} className="hero-slide">
            <picture>
              {slide.image_sm ? <source media="(max-width: 767px)" {...shownFullWidth(slide.image_sm, 'large')} /> : null}
              <img
                src={imageUrl(slide.image, 'large')}
                {...shownFullWidth(slide.image)}
                // A link needs a name: a slide of another store's (image, image_sm, link) may have no words.
                alt={slide.alt || (slide.link && !slide.title ? pictureName(slide.image) || `Slide ${index + 1}` : '')}
                width={1200}
                height={400}
                loading={index === 0 && order < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 && order < 2 ? 'high' : 'auto'}
              />
            </picture>
            <ImageCaption title={slide.title} text={slide.subtitle} className="hero-caption" />
          </StoreLink>
        ))}
      </Carousel>
    </section>
  );
}
