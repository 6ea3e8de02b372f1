/** One panel of the website's settings: the fields it shows, by JSON pointer into the settings. */
export interface SettingsSection {
  id: string;
  title: string;
  description: string;
  pointers: readonly string[];
}

/** The website settings' panels, in the order the editor lists them (schemas/website-settings.schema.json). */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'header',
    title: 'Header',
    description: 'Layout, logo size, search width, heights and what the header shows.',
    pointers: ['/navSetting'],
  },
  { id: 'menus', title: 'Menus', description: 'The header’s and the footer’s navigation.', pointers: ['/navs', '/footers'] },
  {
    id: 'theme',
    title: 'Theme and brand',
    description: 'Colours, font, logo and favicon.',
    pointers: ['/activetheme', '/web/font_family', '/web/logo', '/web/favicon'],
  },
  { id: 'popup', title: 'Popup', description: 'The promotional popup on the home page and the product list.', pointers: ['/popup'] },
  { id: 'css', title: 'Custom CSS', description: 'Styles added to every page.', pointers: ['/webPageCss'] },
  {
    id: 'html',
    title: 'Header and footer HTML',
    description: 'Your own header and footer instead of the built-in ones.',
    pointers: ['/dynamicNavbar', '/dynamicFooter'],
  },
  { id: 'seo', title: 'Search and sharing', description: 'How the store looks in search results and shared links.', pointers: ['/webSeo'] },
  {
    id: 'store',
    title: 'Store details',
    description: 'Description, footer text, address and switches.',
    pointers: ['/web/description', '/web/footer_description', '/webAddress', '/web/show_cart', '/web/show_supplier_page'],
  },
];
