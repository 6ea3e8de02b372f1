import type { CSSProperties } from 'react';
import * as z from 'zod/mini';
import { Link } from 'wouter';
import { isWishlisted, useWishlistState } from './wishlist-store';
import { ProductSchema } from '../../../contract/product';
import { ProductCard } from '../catalogue/ProductCard';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage } from '../account/AccountPage';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const parse = (body: unknown) => z.array(ProductSchema).parse(body);

/** /account/wishlist: the products on the shopper's wishlists, as product cards. */
export default function WishlistScreen() {
  const { data, error } = useApiData('/api/wishlist/products', parse);
  const wishlists = useWishlistState();
  // A product taken off every list here disappears at once.
  const shown = data?.filter((p) => isWishlisted(wishlists, p.product_id, true));
  return (
    <AccountPage title="Your wishlist">
      <ErrorText error={error} />
      {!data && !error ? <LoadingPlaceholder /> : null}
      {shown?.length === 0 ? (
        <p>
          Nothing here yet. Tap the heart on a product to save it. <Link href="/products">Browse products</Link>
        </p>
      ) : null}
      {shown && shown.length > 0 ? <h2 className="visually-hidden">Products on your wishlists</h2> : null}
      {shown && shown.length > 0 ? (
        <div className="product-grid" style={{ '--columns': 4 } as CSSProperties}>
          {shown.map((p) => (
            <ProductCard key={p.product_id} product={p} />
          ))}
        </div>
      ) : null}
    </AccountPage>
  );
}
