import { Suspense, useMemo, type CSSProperties } from 'react';
import { Link } from 'wouter';
import type { Init } from '../../../contract/init';
import { HeaderActions } from './HeaderActions';
import { HeaderDrawers } from './HeaderDrawers';
import { SearchBox } from './SearchBox';
import { SubNavbar } from './SubNavbar';
import { useHeaderDrawers } from './use-header-drawers';
import { navWithCategories } from './nav-with-categories';
import { imageSize, imageUrl } from '../../../contract/image-url';
import { dynamicHeader } from './header-code';
import { SearchIcon } from '../../ui/icons/Icons';

/** The store header: the owner's dynamic header HTML when set, else header template 1–4 from navSetting (logo size, search width, show switches). */
export function Header({ init, showSubNavbar }: { init: Init; showSubNavbar: boolean }) {
  const drawers = useHeaderDrawers();
  const { web, navSetting } = init;
  const template = Math.min(Math.max(Math.round(navSetting.header_template), 1), 4);
  const logo = navSetting.logo_settings;
  const navs = useMemo(() => navWithCategories(init.navs, init.categories), [init.navs, init.categories]);
  return (
    <header className={`site-header header-t${template}`}>
      {init.dynamicNavbar.data ? (
        <Suspense fallback={<div className="site-header-bar" style={{ minHeight: navSetting.navbar_height }} />}>
          <dynamicHeader.Component
            html={init.dynamicNavbar.data}
            init={init}
            onMenu={() => drawers.show('menu')}
            onCart={() => drawers.show('cart')}
            onPincode={() => drawers.show('pincode')}
          />
        </Suspense>
      ) : (
        <div
          className="site-header-bar"
          style={{ minHeight: navSetting.navbar_height, '--search-width': `${navSetting.search_setting}%` } as CSSProperties}
        >
          <button type="button" className="header-icon header-menu" onClick={() => drawers.show('menu')} aria-label="Open menu">
            ☰
          </button>
          <Link href="/" className="site-brand">
            {navSetting.show_logo && web.logo ? (
              <img src={imageUrl(web.logo, imageSize(logo.image_size))} alt="" width={logo.image_width} height={logo.image_height} />
            ) : null}
            {navSetting.show_name || !web.logo ? (
              <span className="site-name">{web.name}</span>
            ) : (
              <span className="visually-hidden">{web.name}</span>
            )}
          </Link>
          {navSetting.show_search_bar ? <SearchBox className="header-search" /> : null}
          {navSetting.show_search_bar ? (
            <button
              type="button"
              className="header-icon header-search-button"
              onClick={() => drawers.show('search')}
              aria-label="Search products"
            >
              <SearchIcon />
            </button>
          ) : null}
          <HeaderActions init={init} onCart={() => drawers.show('cart')} onPincode={() => drawers.show('pincode')} />
        </div>
      )}
      {!init.dynamicNavbar.data && navSetting.show_pincode ? (
        <button type="button" className="header-location" onClick={() => drawers.show('pincode')}>
          {init.pincode ? (
            <>
              <span>
                Delivering to <strong>{init.pincode}</strong>
              </span>
              <span className="header-location-change">Change</span>
            </>
          ) : (
            <span>Select delivery pincode</span>
          )}
        </button>
      ) : null}
      {showSubNavbar && navSetting.show_sub_navbar && navs.length > 0 ? (
        <SubNavbar
          items={navs}
          template={Math.min(Math.max(Math.round(navSetting.navbar_template), 1), 5)}
          height={navSetting.sub_navbar_height}
          alignment={navSetting.nav_alignment === 'left' ? init.web.nav_alignment : navSetting.nav_alignment}
          onCategories={() => drawers.show('categories')}
        />
      ) : null}
      <HeaderDrawers init={init} navs={navs} open={drawers.open} show={drawers.show} close={drawers.close} />
    </header>
  );
}
