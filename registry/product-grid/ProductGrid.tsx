import type { CSSProperties } from 'react';
import type { RendererProps } from '../registry-types';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import { SectionTitle } from '../../src/ui/cards/SectionTitle';

/** Product cards in a grid: 2 columns on phones, up to `columns` on large screens. */
export default function ProductGrid({ data, response }: RendererProps<'product-grid'>) {
  const products = response?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section className="section">
      <SectionTitle title={data.title} link={data.link} />
      <div className="product-grid" style={{ '--columns': data.columns ?? 4 } as CSSProperties}>
        {products.map((product) => (
          <ProductCard key={product.product_id} product={product} />
        ))}
      </div>
    </section>
  );
}
