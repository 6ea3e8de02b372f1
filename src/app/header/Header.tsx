import { lazy, Suspense, type CSSProperties } from 'react';
import { Link } from 'wouter';
import type { Init } from '../../../contract/init';
import { HeaderActions } from './HeaderActions';
import { HeaderDrawers } from './HeaderDrawers';
import { SearchBox } from './SearchBox';
import { SubNavbar } from './SubNavbar';
import { useHeaderDrawers } from './use-header-drawers';

// Only stores with their own header HTML load the sanitiser and the HTML parser.
const DynamicHeader = lazy(() => import('./DynamicHeader'));

/** The store header: the owner's dynamic header HTML when set, else header template 1–4 from navSetting. */
export function Header({ init, showSubNavbar }: { init: Init; showSubNavbar: boolean }) {
  const drawers = useHeaderDrawers();
  const { web, navSetting } = init;
  const template = Math.min(Math.max(Math.round(navSetting.header_template), 1), 4);
  return (
    <header className={`site-header header-t${template}`}>
      {init.dynamicNavbar ? (
        <Suspense fallback={<div className="site-header-bar" style={{ minHeight: navSetting.navbar_height }} />}>
          <DynamicHeader html={init.dynamicNavbar} init={init} onMenu={() => drawers.show('menu')} onCart={() => drawers.show('cart')} onPincode={() => drawers.show('pincode')} />
        </Suspense>
      ) : (
        <div className="site-header-bar" style={{ minHeight: navSetting.navbar_height, '--search-width': `${navSetting.search_width}%` } as CSSProperties}>
          <button type="button" className="header-icon header-menu" onClick={() => drawers.show('menu')} aria-label="Open menu">☰</button>
          <Link href="/" className="site-brand">
            {navSetting.show_logo && web.logo ? <img src={web.logo} alt="" width={navSetting.logo_width} height={navSetting.logo_height} /> : null}
            {navSetting.show_name || !web.logo ? <span className="site-name">{web.name}</span> : <span className="visually-hidden">{web.name}</span>}
          </Link>
          {navSetting.show_search ? <SearchBox className="header-search" /> : null}
          {navSetting.show_search ? (
            <button type="button" className="header-icon header-search-button" onClick={() => drawers.show('search')} aria-label="Search products">⌕</button>
          ) : null}
          <HeaderActions init={init} onCart={() => drawers.show('cart')} onPincode={() => drawers.show('pincode')} />
        </div>
      )}
      {showSubNavbar && navSetting.show_sub_navbar && init.navs.length > 0 ? (
        <SubNavbar items={init.navs} template={Math.min(Math.max(Math.round(navSetting.navbar_template), 1), 5)} height={navSetting.sub_navbar_height} onCategories={() => drawers.show('categories')} />
      ) : null}
      <HeaderDrawers init={init} open={drawers.open} show={drawers.show} close={drawers.close} />
    </header>
  );
}
