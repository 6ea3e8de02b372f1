import type { CSSProperties } from 'react';
import type { ProductData } from '../../../contract/product';
import { ProductCard } from '../catalogue/ProductCard';

/** The wishlist page's product cards, four to a row on a wide screen. */
export function ProductGrid({ products }: { products: ProductData[] }) {
  return (
    <div className="product-grid" style={{ '--columns': 4 } as CSSProperties}>
      {products.map((p) => (
        <ProductCard key={p.product_id} product={p} />
      ))}
    </div>
  );
}
