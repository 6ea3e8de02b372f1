import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { ProductData } from '../../../../contract/product';
import { productRequest } from '../../../../contract/prefetched';
import { useBoot } from '../../../context/boot-context';
import { QuantityControl } from '../../cart/QuantityControl';
import { richText } from '../../../../contract/rich-text';
import { cartItemDraft } from '../../cart/cart-item-draft';
import { WishlistToggle } from '../../wishlist/WishlistToggle';
import { LoadingPlaceholder } from '../../../ui/loading/LoadingPlaceholder';
import { NotFound } from '../../status/NotFound';
import { PageLoadError } from '../../status/PageLoadError';
import { listPath, EMPTY_LIST_QUERY } from '../../../../contract/list-query';
import { PackSelector } from './PackSelector';
import { PackPrice } from '../PackPrice';
import { ProductGallery } from './ProductGallery';
import { RelatedProducts } from './RelatedProducts';
import { useProduct } from './use-product';
import { useShownRoute } from '../../../context/route-context';

const SafeHtml = lazy(() => import('../../../sanitise/SafeHtml'));

/** /products/{slug}: the product with its images, packs and related products. */
export default function ProductPage() {
  const { prefetched } = useBoot();
  const { params } = useShownRoute();
  const slug = params.slug ?? '';
  const state = useProduct(slug, prefetched?.[productRequest(slug)]);
  switch (state.kind) {
    case 'loading':
      return <LoadingPlaceholder />;
    case 'not-found':
      return <NotFound />;
    case 'failed':
      return <PageLoadError onRetry={state.retry} what="this product" />;
    case 'ready':
      return <ProductDetail key={state.product.product_id} product={state.product} />;
  }
}

function ProductDetail({ product }: { product: ProductData }) {
  const [packId, setPackId] = useState(product.packs[0]?.pack_id ?? 0);
  const pack = product.packs.find((p) => p.pack_id === packId);
  const description = richText(product.product_description);
  const info = richText(product.product_info);
  return (
    <article className="product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Home</Link>
        {' / '}
        {product.category_slug ? (
          <>
            <Link href={listPath({ ...EMPTY_LIST_QUERY, categories: [product.category_slug] })}>{product.category_name ?? 'Category'}</Link>
            {' / '}
          </>
        ) : null}
        <span aria-current="page">{product.product_name}</span>
      </nav>
      <div className="product-page-main">
        <ProductGallery medias={product.medias.length ? product.medias : [{ src: product.image }]} name={product.product_name} />
        <div className="product-page-info">
          <h1>{product.product_name}</h1>
          <p className="product-page-brand">
            <Link href={listPath({ ...EMPTY_LIST_QUERY, brands: [product.brand_slug] })}>{product.brand_name}</Link>
          </p>
          {product.packs.length > 0 ? (
            <PackSelector packs={product.packs} selected={packId} onSelect={setPackId} />
          ) : (
            <p>Currently unavailable.</p>
          )}
          {/* On a phone a bar held at the bottom of the screen, with the pack it adds (issue 35: below the fold). */}
          <div className="product-page-actions">
            {pack ? (
              <p className="product-page-choice" aria-hidden="true">
                <span className="pack-name">{pack.pack_name}</span> <PackPrice pack={pack} />
              </p>
            ) : null}
            {pack ? <QuantityControl item={cartItemDraft(product, pack)} max={pack.max_quantity} /> : null}
            <WishlistToggle product={product} size="large" />
          </div>
          <Suspense fallback={null}>
            {description ? <SafeHtml html={description} className="product-page-description" /> : null}
            {info ? (
              <section className="product-page-details">
                <h2>Product details</h2>
                <SafeHtml html={info} />
              </section>
            ) : null}
          </Suspense>
        </div>
      </div>
      {product.category_slug ? <RelatedProducts categorySlug={product.category_slug} productId={product.product_id} /> : null}
    </article>
  );
}
