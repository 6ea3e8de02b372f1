import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { NavItem } from '../../../contract/entities';
import type { Init } from '../../../contract/init';
import { normalisePath } from '../../../contract/routes';
import { parseListQuery } from '../../../contract/list-query';
import { Drawer } from '../../ui/drawer/Drawer';
import { MobileMenu } from './MobileMenu';
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
  return (
    <>
      <Drawer open={open === 'menu'} onClose={close} title="Menu" width={300}>
        <MobileMenu
          init={init}
          items={navs}
          onCategories={() => show('categories')}
          onPincode={() => show('pincode')}
          onCart={() => show('cart')}
          onNavigate={close}
        />
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
