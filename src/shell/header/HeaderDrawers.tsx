import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { NavItem } from '../../../contract/entities';
import type { Init } from '../../../contract/init';
import { normalisePath } from '../../../contract/routes';
import { parseListQuery } from '../../../contract/list-query';
import { Drawer } from '../../ui/drawer/Drawer';
import { mobileMenu } from './header-code';
import { SearchBox } from './SearchBox';
import type { HeaderDrawer } from './use-header-drawers';

const CategoryFilterModal = lazy(() => import('../../features/catalogue/product-list/CategoryFilterModal'));
const CartPanel = lazy(() => import('../../features/cart/CartPanel'));
const PincodeModal = lazy(() => import('../../features/pincode/PincodeModal'));

/** The mobile menu (300 px), the "Search Products" drawer (320 px, full width on phones), the category filter, the cart panel and "Change Location". */
export function HeaderDrawers({
  init,
  navs,
  open,
  show,
  close,
}: {
  init: Init;
  navs: NavItem[];
  open: HeaderDrawer;
  show: (d: 'categories' | 'pincode' | 'cart') => void;
  close: () => void;
}) {
  const [path] = useLocation();
  const search = useSearch();
  // A phone's first tap on the menu would wait for its code (a fifth of a second on a phone 4× slower): it comes once the page is idle.
  useEffect(() => {
    const load = () => void mobileMenu.load();
    if (typeof requestIdleCallback !== 'function') return void setTimeout(load, 1000);
    const idle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return (
    <>
      <Drawer open={open === 'menu'} onClose={close} title="Menu" width={300}>
        <Suspense fallback={null}>
          <mobileMenu.Component
            init={init}
            items={navs}
            onCategories={() => show('categories')}
            onPincode={() => show('pincode')}
            onCart={() => show('cart')}
            onNavigate={close}
          />
        </Suspense>
      </Drawer>
      <Drawer open={open === 'search'} onClose={close} title="Search Products" width={320} side="right" fullOnMobile>
        <SearchBox focusAfter={300} onSearched={close} inDrawer />
      </Drawer>
      {open === 'categories' ? (
        <Suspense fallback={null}>
          <CategoryFilterModal
            open
            onClose={close}
            categories={init.categories}
            brands={init.brands}
            base={normalisePath(path) === '/products' ? parseListQuery(search) : undefined}
          />
        </Suspense>
      ) : null}
      {open === 'cart' || open === 'pincode' ? (
        <Suspense fallback={null}>{open === 'cart' ? <CartPanel open onClose={close} /> : <PincodeModal open onClose={close} />}</Suspense>
      ) : null}
    </>
  );
}
