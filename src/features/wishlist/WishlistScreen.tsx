import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { Link } from 'wouter';
import { isWishlisted, useWishlistState, wishlistStore } from './wishlist-store';
import { WishlistSection } from './WishlistSection';
import { ProductGrid } from './ProductGrid';
import { ProductPageSchema, ProductSchema, type ProductData } from '../../../contract/product';
import type { WishlistCategory } from '../../../contract/wishlist';
import { errorText, hasStatus } from '../../api/error-text';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage } from '../account/AccountPage';
import { useBoot } from '../../context/boot-context';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const parse = (body: unknown) => z.array(ProductSchema).parse(body);
const parseFlagged = (body: unknown) => ProductPageSchema.parse(body).data.filter((p) => p.wishlist);
/** How many of a store's products are looked through for their wishlist flag when it cannot list them itself. */
const FLAG_SCAN = 96;

/**
 * /account/wishlist: each of the shopper's lists by name, empty ones too, with its products, and Rename
 * and Delete (issue 35). A store whose lists do not say what they hold (`product_ids` and
 * `GET /s/api/wishlist/products` are ours, not the specification's) gets the products whose `wishlist`
 * flag is set (spec section 3) instead: the first 96 it lists.
 */
export default function WishlistScreen() {
  const { api } = useBoot();
  const listed = useApiData('/api/wishlist/products', parse);
  const { lists } = useWishlistState();
  const [listsError, setListsError] = useState<string | null>(null);
  useEffect(() => {
    wishlistStore.load(api).catch((error: unknown) => setListsError(errorText(error)));
  }, [api]);
  const unsupported = hasStatus(listed.failure, 404);
  const byList = !unsupported && lists?.every((list) => list.product_ids !== undefined);
  return (
    <AccountPage title="Your wishlists">
      <ErrorText error={listsError} />
      {unsupported ? (
        <FlaggedProducts />
      ) : !lists && !listsError ? (
        <LoadingPlaceholder />
      ) : byList && lists ? (
        <WishlistSections lists={lists} products={listed.data} error={listed.error} />
      ) : (
        <WishlistProducts data={listed.data} error={listed.error} />
      )}
    </AccountPage>
  );
}

function WishlistSections({ lists, products, error }: { lists: WishlistCategory[]; products: ProductData[] | null; error: string | null }) {
  if (lists.length === 0) return <NothingYet />;
  const byId = new Map(products?.map((p) => [p.product_id, p]));
  return (
    <>
      <ErrorText error={error} />
      {lists.map((list) => (
        <WishlistSection
          key={list.id}
          list={list}
          products={products ? (list.product_ids ?? []).flatMap((id) => byId.get(id) ?? []) : null}
        />
      ))}
    </>
  );
}

function FlaggedProducts() {
  const { data, error } = useApiData('/api/products', parseFlagged, { query: { perPage: FLAG_SCAN } });
  return <WishlistProducts data={data} error={error} />;
}

function NothingYet() {
  return (
    <p>
      Nothing here yet. Tap the heart on a product to save it. <Link href="/products">Browse products</Link>
    </p>
  );
}

/** The products on any list, for a store whose lists do not say what they hold. */
function WishlistProducts({ data, error }: { data: ProductData[] | null; error: string | null }) {
  const wishlists = useWishlistState();
  // A product taken off every list here disappears at once.
  const shown = data?.filter((p) => isWishlisted(wishlists, p.product_id, true));
  return (
    <>
      <ErrorText error={error} />
      {!data && !error ? <LoadingPlaceholder /> : null}
      {shown?.length === 0 ? <NothingYet /> : null}
      {shown && shown.length > 0 ? <h2 className="visually-hidden">Products on your wishlists</h2> : null}
      {shown && shown.length > 0 ? <ProductGrid products={shown} /> : null}
    </>
  );
}
