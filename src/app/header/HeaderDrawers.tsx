import type { Init } from '../../api/contracts/init';
import { Drawer } from '../../ui/drawer/Drawer';
import { CategoryTree } from './CategoryTree';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import type { HeaderDrawer } from './use-header-drawers';

/** The mobile menu (300 px), the "Search Products" drawer (320 px, full width on phones) and the category filter. */
export function HeaderDrawers({ init, open, show, close }: { init: Init; open: HeaderDrawer; show: (d: 'categories') => void; close: () => void }) {
  return (
    <>
      <Drawer open={open === 'menu'} onClose={close} title="Menu" width={300}>
        <MobileMenu items={init.navs} onCategories={() => show('categories')} onNavigate={close} />
      </Drawer>
      <Drawer open={open === 'search'} onClose={close} title="Search Products" width={320} side="right" fullOnMobile>
        <SearchBox focusAfter={300} onSearched={close} />
      </Drawer>
      <Drawer open={open === 'categories'} onClose={close} title="Categories" width={320}>
        <CategoryTree categories={init.categories} onNavigate={close} />
      </Drawer>
    </>
  );
}
