/**
 * The spec-only store's data, written from the specification's section 3 (field names and shapes)
 * and nothing of this project's code: a store as one that runs the specified API would answer.
 * Deliberate variations a real store may send: ids as strings, a null brand, a null wishlist flag,
 * one malformed product and one malformed category among good ones, image names with spaces and
 * parentheses, a pack's warehouse id as text, a colour that is not text. Its pages come from its own
 * page builder (components in its own words and the shapes of section 3) and its header is its own.
 */

export interface Pack {
  pack_id: number | string;
  pack_name: string;
  price: number;
  act_price: number;
  discount: number;
  warehouse_id: number | string;
  discount_type: string | null;
}

export interface Product {
  product_id: number | string;
  product_name: string;
  product_description?: unknown;
  product_info?: unknown;
  brand_name: string | null;
  slug: string;
  brand_slug: string | null;
  wishlist?: boolean | null;
  medias: { src: string }[];
  image?: string;
  packs: Pack[];
  /** Which category the store files it under (the store's own; not sent in answers). */
  category: string;
}

const pack = (id: number, name: string, price: number, act = price, type: string | null = act > price ? 'flat' : null): Pack => ({
  pack_id: id,
  pack_name: name,
  price,
  act_price: act,
  discount: act - price,
  warehouse_id: 4,
  discount_type: type,
});

/** The products: bare image names on the store's CDN (spec section 9). */
export const PRODUCTS: Product[] = [
  {
    product_id: 101,
    product_name: 'Toor Dal',
    product_description: '<p>Unpolished toor dal from Karnataka.</p>',
    product_info: { Origin: 'Karnataka', Shelf: '9 months' },
    brand_name: 'Harvest Co',
    slug: 'toor-dal',
    brand_slug: 'harvest-co',
    wishlist: false,
    medias: [{ src: 'toor-dal.svg' }],
    packs: [pack(1011, '1 kg', 149, 175), pack(1012, '500 g', 79)],
    category: 'dals',
  },
  {
    product_id: '102',
    product_name: 'Sona Masoori Rice',
    product_description: ['Aged rice', 'Light and fluffy'],
    brand_name: null,
    slug: 'sona-masoori-rice',
    brand_slug: null,
    wishlist: null,
    medias: [{ src: 'sona-rice.svg' }],
    packs: [pack(1021, '5 kg', 420, 480, 'flat'), { ...pack(1022, '10 kg', 820), pack_id: '1022' }],
    category: 'rice',
  },
  {
    product_id: 103,
    product_name: 'Alphonso Mango',
    brand_name: 'Konkan Farms',
    slug: 'alphonso-mango',
    brand_slug: 'konkan-farms',
    medias: [{ src: 'alphonso mango (1 dozen).svg' }],
    packs: [{ ...pack(1031, '1 dozen', 699, 799), warehouse_id: '4' }],
    category: 'fruits',
  },
  {
    product_id: 104,
    product_name: 'Whole Wheat Atta',
    product_description: 'Stone-ground atta.',
    brand_name: 'Harvest Co',
    slug: 'whole-wheat-atta',
    brand_slug: 'harvest-co',
    wishlist: false,
    medias: [{ src: 'atta.svg' }],
    image: 'atta.svg',
    packs: [pack(1041, '5 kg', 265), pack(1042, '10 kg', 510, 540)],
    category: 'atta',
  },
  {
    product_id: 105,
    product_name: 'Banana Robusta',
    brand_name: 'Konkan Farms',
    slug: 'banana-robusta',
    brand_slug: 'konkan-farms',
    wishlist: false,
    medias: [],
    packs: [pack(1051, '6 pcs', 48)],
    category: 'fruits',
  },
];

/** A product the store holds malformed (no name, packs not a list): a real store's bad row. */
export const MALFORMED_PRODUCT = { product_id: 199, slug: 'broken-product', packs: 'none', medias: null };

export const CATEGORIES: unknown[] = [
  {
    name: 'Staples',
    slug: 'staples',
    avatar: 'staples.svg',
    children: [
      { name: 'Dals', slug: 'dals', avatar: null, children: [] },
      { name: 'Rice', slug: 'rice', avatar: null, children: [] },
      { name: 'Atta', slug: 'atta', avatar: null, children: [] },
    ],
  },
  { name: 'Fruits', slug: 'fruits', avatar: 'fruits.svg', children: [] },
  // Malformed: no name, children not a list.
  { slug: 42, children: 'none' },
];

export const BRANDS = [
  { name: 'Harvest Co', slug: 'harvest-co' },
  { name: 'Konkan Farms', slug: 'konkan-farms' },
];

/** Which categories each slug covers (a parent covers its children). */
export const CATEGORY_COVERS: Record<string, string[]> = {
  staples: ['dals', 'rice', 'atta'],
  dals: ['dals'],
  rice: ['rice'],
  atta: ['atta'],
  fruits: ['fruits'],
};

/**
 * The header as the owner wrote it, in its own words (spec section 2 names no ids): a prefixed menu
 * toggle, a `role="search"` form, a location button with its value, an aisles select, a sign-in link
 * and a basket with its quantity. `cs-n` is wired only by a deployer's mapping (HEADER_CONTROLS).
 */
export const HEADER_HTML = `<div class="corner-header">
  <button class="cs-nav-toggle" aria-label="Open the aisles menu">☰</button>
  <a href="/" class="corner-brand">Corner Store</a>
  <form role="search" class="cs-find"><input type="search" name="kw" placeholder="Search the store" aria-label="Search the store"><button type="submit">Find</button></form>
  <button class="cs-location">Pincode: <span class="cs-location-value">choose</span></button>
  <select id="cs-aisles" aria-label="Aisles"><option value="">All aisles</option></select>
  <a href="/account" class="cs-account">My account</a>
  <button id="cs-basket">Basket (<span class="cs-basket-qty">0</span>)</button>
  <small class="cs-n">0</small>
</div>`;

/** A deployer's names for what the markup does not say (README, In front of an existing store). */
export const HEADER_MAPPING = '{"cart-count": "cs-n"}';

/**
 * The home page from the store's own page builder (spec section 3: name, data, logicdata, response,
 * order, settings, type, in its own words): a hero whose `data` is the list of slides and whose
 * settings are JSON text, a product slider with its products in `response` and a query of the store's
 * own form, category tiles with `avatar` and no id, and an HTML component whose `data` is the HTML.
 */
export function homePage(products: unknown[]) {
  return {
    url: '/',
    css: '',
    data: [
      {
        name: 'Welcome note',
        type: 'html',
        data: '<h1>Welcome to Corner Store</h1><p>Groceries from the corner, delivered before breakfast.</p>',
        order: 4,
      },
      {
        name: 'Top slider',
        type: 'hero',
        data: [
          { image: 'monsoon sale (hero).svg', image_sm: 'monsoon sale sm.svg', link: '/products?c=fruits' },
          { image: '', link: '/nowhere' },
          { image: 'staples week.svg', image_sm: null, link: '/products?c=staples' },
        ],
        settings: '{"autoplayInterval": "4000", "aspect": {"sm": "4:3", "md": "21:9", "lg": "3:1"}, "fullpage": 0}',
        order: 1,
      },
      {
        name: 'Best sellers',
        type: 'product_slider',
        data: { title: 'Best sellers', subtitle: null },
        logicdata: { source: 'tag', tag: 'bestseller', sortBy: 'popularity', limit: '8' },
        response: products,
        order: 2,
      },
      {
        name: 'Shop by aisle',
        type: 'category_tiles',
        data: { title: 'Shop by aisle' },
        response: CATEGORIES,
        order: 3,
      },
    ],
    show_footer: 1,
    show_sub_navbar: 1,
    show_navbar: 1,
    seo_title: 'Corner Store',
    seo_description: 'Groceries, delivered.',
    seo_keyword: 'groceries',
    schema_script: '',
  };
}

/** The about page: an HTML component whose `data` is the HTML text, and a revision number of the store's page builder. */
export const ABOUT_PAGE = {
  url: '/about',
  version: 5,
  css: '',
  data: [{ name: 'About text', type: 'html', data: '<h1>About Corner Store</h1><p>A neighbourhood grocer since 1998.</p>', order: 0 }],
  show_footer: 1,
  show_sub_navbar: 1,
  show_navbar: 1,
  seo_title: 'About us',
  seo_description: 'Who we are',
  seo_keyword: '',
  schema_script: '',
};

/** Colours under the store's own names, a `--` name among them, and one that is not text (spec section 3: a map of colour variables). */
export const COLOURS: Record<string, string | null> = {
  primary: '#4ade80',
  accent: null,
  background: '#0f172a',
  text: '#f1f5f9',
  surface: '#1e293b',
  'brand-leaf': '#22c55e',
  '--ink': '#e2e8f0',
};

export const COUPONS: Record<string, number> = { SAVE20: 20 };

/** Pincodes the store delivers to, with their city and state. */
export const PINCODES: Record<string, { city: string; state: string }> = { '560001': { city: 'Bengaluru', state: 'Karnataka' } };

/** Ways to pay: one with a numeric id, as a store may number them. */
export const PAYMENT_METHODS = [
  { id: 'cod', name: 'Cash on delivery' },
  { id: 'razorpay', name: 'Pay online' },
  { id: 3, name: 'UPI on delivery' },
];

/** The store's stand-in for a picture on its CDN: a coloured tile with the name. */
export function cdnPicture(name: string): string {
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 60% 85%)"/><circle cx="200" cy="150" r="80" fill="hsl(${hue} 55% 45%)"/></svg>`;
}

/** The stand-in icon service's icon (an Iconify-shaped SVG): a dot. */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="currentColor"/></svg>';
