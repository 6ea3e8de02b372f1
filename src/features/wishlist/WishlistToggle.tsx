import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { rememberRedirect } from '../auth/redirect-path';
import { rememberSignInReason } from '../auth/sign-in-reason';
import { useBoot } from '../../context/boot-context';
import { useWishlisted, wishlistStore } from './wishlist-store';
import { HeartIcon } from '../../ui/icons/Icons';

const WishlistModal = lazy(() => import('./WishlistModal'));

interface Props {
  product: { product_id: number; product_name: string; slug: string; wishlist?: boolean | null };
  /** `large` on the product page; a heart icon on cards. */
  size?: 'icon' | 'large';
}

/** The heart on a product: opens "Add Products In Wishlist", or sends a guest to sign in (saying why) and back to the product. */
export function WishlistToggle({ product, size = 'icon' }: Props) {
  const { api, init } = useBoot();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const wishlisted = useWishlisted(product.product_id, product.wishlist === true);
  // Cards from page data do not know the shopper; one shared request per page view does.
  // Should it fail, the product's own flag stands (the modal says why when opened).
  useEffect(() => {
    if (init.user) wishlistStore.load(api).catch(() => undefined);
  }, [api, init.user]);
  const onClick = () => {
    if (init.user) return setOpen(true);
    rememberRedirect(sessionStorage, `/products/${product.slug}`, location.origin);
    // Issue 18: the heart sent a guest to sign-in without a word.
    rememberSignInReason(`Sign in to save ${product.product_name} to a wishlist. You will come back to it.`);
    navigate('/auth/login');
  };
  const label = wishlisted ? `${product.product_name} is on your wishlist` : `Add ${product.product_name} to a wishlist`;
  return (
    <>
      <button
        type="button"
        className={size === 'large' ? 'button wishlist-toggle-large' : 'wishlist-toggle'}
        aria-pressed={wishlisted}
        onClick={onClick}
        aria-label={size === 'large' ? undefined : label}
      >
        <HeartIcon filled={wishlisted} />
        {size === 'large' ? <span className="wishlist-toggle-text"> {wishlisted ? 'On your wishlist' : 'Add to wishlist'}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WishlistModal
            productId={product.product_id}
            productName={product.product_name}
            wishlisted={wishlisted}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
