/**
 * The spec-only store's data, written from the specification's section 3 (field names and shapes)
 * and nothing of this project's code: a store as one that runs the specified API would answer.
 * Deliberate variations a real store may send: ids as strings, a null brand, a null wishlist flag,
 * one malformed product and one malformed category among good ones.
 */

export interface Pack {
  pack_id: number | string;
  pack_name: string;
  price: number;
  act_price: number;
  discount: number;
  warehouse_id: number;
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
    medias: [{ src: 'mango.svg' }],
    packs: [pack(1031, '1 dozen', 699, 799)],
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

/** The header as the owner wrote it, with its own buttons, input and select, wired by id or class (spec section 2). */
export const HEADER_HTML = `<div class="corner-header">
  <button id="menu-button" class="corner-burger" aria-label="Menu">☰</button>
  <a href="/" class="corner-brand">Corner Store</a>
  <input class="search-input" type="search" placeholder="Search the store" aria-label="Search the store">
  <button class="search-button">Find</button>
  <button class="pincode-button">Pincode: <span class="pincode-text">choose</span></button>
  <select class="category-select" aria-label="Aisles"><option value="">All aisles</option></select>
  <button class="account-button">My account</button>
  <button class="cart-button">Basket (<span class="cart-count">0</span>)</button>
</div>`;

/** Colours under the store's own names, a `--` name among them (spec section 3: a map of colour variables). */
export const COLOURS = {
  primary: '#4ade80',
  background: '#0f172a',
  text: '#f1f5f9',
  surface: '#1e293b',
  'brand-leaf': '#22c55e',
  '--ink': '#e2e8f0',
};

export const COUPONS: Record<string, number> = { SAVE20: 20 };

/** Pincodes the store delivers to, with their city and state. */
export const PINCODES: Record<string, { city: string; state: string }> = { '560001': { city: 'Bengaluru', state: 'Karnataka' } };

export const PAYMENT_METHODS = [
  { id: 'cod', name: 'Cash on delivery' },
  { id: 'razorpay', name: 'Pay online' },
];

/** The store's stand-in for a picture on its CDN: a coloured tile with the name. */
export function cdnPicture(name: string): string {
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 60% 85%)"/><circle cx="200" cy="150" r="80" fill="hsl(${hue} 55% 45%)"/></svg>`;
}

/** The stand-in icon service's icon (an Iconify-shaped SVG): a dot. */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="currentColor"/></svg>';
