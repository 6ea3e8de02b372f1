import type { CSSProperties } from 'react';
import * as z from 'zod/mini';
import { Link } from 'wouter';
import { isWishlisted, useWishlistState } from './wishlist-store';
import { ProductPageSchema, ProductSchema, type ProductData } from '../../../contract/product';
import { hasStatus } from '../../api/error-text';
import { ProductCard } from '../catalogue/ProductCard';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage } from '../account/AccountPage';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const parse = (body: unknown) => z.array(ProductSchema).parse(body);
const parseFlagged = (body: unknown) => ProductPageSchema.parse(body).data.filter((p) => p.wishlist);
/** How many of a store's products are looked through for their wishlist flag when it cannot list them itself. */
const FLAG_SCAN = 96;

/**
 * /account/wishlist: the products on the shopper's wishlists, as product cards. A store without our
 * `GET /s/api/wishlist/products` (it is not in the specification) is asked for its products instead,
 * and those whose `wishlist` flag is set (spec section 3) are shown: the first 96 it lists.
 */
export default function WishlistScreen() {
  const listed = useApiData('/api/wishlist/products', parse);
  const unsupported = hasStatus(listed.failure, 404);
  return (
    <AccountPage title="Your wishlist">
      {unsupported ? <FlaggedProducts /> : <WishlistProducts data={listed.data} error={listed.error} />}
    </AccountPage>
  );
}

function FlaggedProducts() {
  const { data, error } = useApiData('/api/products', parseFlagged, { query: { perPage: FLAG_SCAN } });
  return <WishlistProducts data={data} error={error} />;
}

function WishlistProducts({ data, error }: { data: ProductData[] | null; error: string | null }) {
  const wishlists = useWishlistState();
  // A product taken off every list here disappears at once.
  const shown = data?.filter((p) => isWishlisted(wishlists, p.product_id, true));
  return (
    <>
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
    </>
  );
}
