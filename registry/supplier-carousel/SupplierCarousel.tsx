import type { RendererProps } from '../registry-types';
import { SectionTitle } from '../../src/ui/cards/SectionTitle';
import { SupplierCard } from '../../src/ui/cards/SupplierCard';
import { CARD_CAROUSEL, Carousel, cardAutoplay } from '../../src/ui/carousel/Carousel';

/** A row of supplier cards. */
export default function SupplierCarousel({ data, settings }: RendererProps<'supplier-carousel'>) {
  if (data.suppliers.length === 0) return null;
  return (
    <section className="section">
      <SectionTitle title={data.title} />
      <Carousel label={data.title || 'Suppliers'} perView={CARD_CAROUSEL} autoplayInterval={cardAutoplay(settings)}>
        {data.suppliers.map((supplier, index) => (
          <SupplierCard key={index} supplier={supplier} />
        ))}
      </Carousel>
    </section>
  );
}
