import type { FooterItem, NavItem, NavSetting, Popup, Theme, WebAddress, WebSeo } from './entities';

/** What a store owner configures for a website, stored as one JSON document per website. */
export interface WebsiteConfig {
  navSetting: NavSetting;
  navs: NavItem[];
  footers: FooterItem[];
  webSeo: WebSeo;
  webAddress: WebAddress;
  popup: Popup | null;
  activetheme: Theme;
  webPageCss: string;
  dynamicNavbar: string | null;
  dynamicFooter: string | null;
  /** Website switches (spec section 3, Website); absent in configurations saved before they existed. */
  show_supplier_page?: boolean;
  show_cart?: boolean;
}
