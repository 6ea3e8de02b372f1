import type { FooterGroup, NavItem, NavSetting, Popup, Theme, WebAddress, WebSeo } from './entities';

/** What a store owner configures for a website, stored as one JSON document per website. */
export interface WebsiteConfig {
  navSetting: NavSetting;
  navs: NavItem[];
  footers: FooterGroup[];
  webSeo: WebSeo;
  webAddress: WebAddress;
  popup: Popup | null;
  activetheme: Theme;
  webPageCss: string;
  dynamicNavbar: string | null;
  dynamicFooter: string | null;
}
