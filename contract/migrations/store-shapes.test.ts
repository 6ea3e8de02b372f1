import { describe, expect, it } from 'vitest';
import { allValidators } from '../../src/generated/all-validators';
import { canonicalName } from '../../src/generated/components';
import { migratePage } from './migrate-page';

/** A page as another store's page builder sends it (spec section 3: no `version`), migrated. */
const migrated = (...components: unknown[]) => (migratePage({ data: components }) as { data: Record<string, unknown>[] }).data;

/** Whether a migrated component is one our renderers take: its type's own schema, unchanged. */
function valid(component: Record<string, unknown>): boolean {
  const name = canonicalName(String(component.name));
  const { settings: _settings, ...rest } = component;
  return Boolean(name) && allValidators[name as NonNullable<typeof name>].validateComponent(structuredClone(rest));
}

const product = (id: unknown, extra: Record<string, unknown> = {}) => ({
  product_id: id,
  product_name: `Product ${String(id)}`,
  brand_name: 'Tata',
  slug: `product-${String(id)}`,
  brand_slug: 'tata',
  medias: [{ src: `p${String(id)}.jpg` }],
  packs: [{ pack_id: 1, pack_name: '1 kg', price: 10, act_price: 12, discount: 2, warehouse_id: 3, discount_type: null }],
  ...extra,
});

// Spec section 3: "Hero slide: image, image_sm, link. Hero settings: JSON text with autoplayInterval,
// aspect (sm, md, lg), bgcolor, fullpage, slidesconfig (sm, md, columns, autoplayInterval)".
describe('the shapes of spec section 3, adapted once to ours', () => {
  it('a hero whose data is the list of slides, settings as JSON text with numbers and switches as text', () => {
    const [hero] = migrated({
      name: 'Top hero',
      type: 'hero',
      data: [
        { image: 'a.jpg', image_sm: 'a-sm.jpg', link: '/products' },
        { image: '', link: '/x' },
        { image: 'b.jpg', image_sm: null, link: 42 },
        'c.jpg',
      ],
      settings: JSON.stringify({
        autoplayInterval: '4000',
        aspect: { sm: '4:3', md: '16 : 9', lg: '3/1' },
        fullpage: 1,
        slidesconfig: { sm: '1', columns: 2 },
      }),
    });
    expect(hero).toEqual({
      name: 'hero-slider',
      type: 'hero',
      data: { slides: [{ image: 'a.jpg', image_sm: 'a-sm.jpg', link: '/products' }, { image: 'b.jpg' }, { image: 'c.jpg' }] },
      settings: {
        autoplayInterval: 4000,
        aspect: { sm: '4/3', md: '16/9', lg: '3/1' },
        fullpage: true,
        slidesconfig: { sm: 1, columns: 2 },
      },
    });
    expect(valid(hero!)).toBe(true);
  });

  it('settings as an object are kept as they are; text that is not JSON is left for the renderer’s defaults', () => {
    const [kept, broken] = migrated(
      { name: 'hero', data: [{ image: 'a.jpg' }], settings: { autoplayInterval: 3000 } },
      { name: 'hero', data: [{ image: 'a.jpg' }], settings: '{not json' },
    );
    expect(kept?.settings).toEqual({ autoplayInterval: 3000 });
    expect(broken?.settings).toBe('{not json');
  });

  it('an HTML component whose data is the HTML text, or keeps it under content, text or body', () => {
    const components = migrated(
      { name: 'About blurb', type: 'html', data: '<p>Since 1998</p>' },
      { name: 'Rich', type: 'RichText', data: { content: '<p>a</p>' } },
      { name: 'html', data: { body: '<p>b</p>' } },
      { name: 'html', data: { html: '<p>ours</p>' } },
    );
    expect(components.map((c) => c.data)).toEqual([
      { html: '<p>Since 1998</p>' },
      { html: '<p>a</p>' },
      { html: '<p>b</p>' },
      { html: '<p>ours</p>' },
    ]);
    expect(components.every(valid)).toBe(true);
  });

  it('a product carousel: its response shown whatever its logicdata says, read item by item (a string id, a null brand, a malformed one)', () => {
    const [carousel] = migrated({
      name: 'Best sellers',
      type: 'product_slider',
      data: { title: 'Best sellers', limit: 8 },
      logicdata: { source: 'tag:bestseller', sortBy: 'popularity', limit: '8' },
      response: [product(1), product('2', { brand_name: null, brand_slug: null }), { product_id: 3, slug: 'broken', packs: 'none' }],
    });
    expect(carousel).not.toHaveProperty('logicdata');
    const products = (carousel?.response as { products: Record<string, unknown>[] }).products;
    expect(products.map((p) => [p.product_id, p.brand_name, p.image])).toEqual([
      [1, 'Tata', 'p1.jpg'],
      [2, '', 'p2.jpg'],
    ]);
    expect(valid(carousel!)).toBe(true);
  });

  it('a product grid with its products under data or products, and a title that is not text left out', () => {
    const [grid, other] = migrated(
      { name: 'ProductGrid', data: { title: null, columns: 4 }, response: { data: [product(5)] } },
      { name: 'Grid of products', response: { products: [product(6)] } },
    );
    expect(grid).toMatchObject({ name: 'product-grid', data: { columns: 4 }, response: { products: [{ product_id: 5 }] } });
    expect(other).toMatchObject({ name: 'product-grid', response: { products: [{ product_id: 6 }] } });
    expect([grid, other].every((c) => valid(c!))).toBe(true);
  });

  it('category and brand tiles with no id, the picture from image, avatar or the first media', () => {
    const [categories, brands] = migrated(
      {
        name: 'Shop by category',
        response: [
          { name: 'Dals', slug: 'dals', avatar: 'dals.png', children: [] },
          { id: '12', name: 'Rice', slug: 'rice', image: 'rice.png', avatar: 'other.png' },
          { name: 'Oils', slug: 'oils', medias: [{ src: 'oil.png' }] },
          { name: 'Bare', slug: 'bare', avatar: null },
          { slug: 42, children: 'none' },
        ],
      },
      { name: 'Brands we love', type: 'brand_slider', response: { brands: [{ name: 'Tata', slug: 'tata' }] } },
    );
    expect(categories).toMatchObject({ name: 'category-carousel' });
    expect((categories?.response as { categories: unknown[] }).categories).toEqual([
      { name: 'Dals', slug: 'dals', image: 'dals.png' },
      { id: 12, name: 'Rice', slug: 'rice', image: 'rice.png' },
      { name: 'Oils', slug: 'oils', image: 'oil.png' },
      { name: 'Bare', slug: 'bare', image: null },
    ]);
    expect(brands).toEqual({
      name: 'brand-carousel',
      type: 'brand_slider',
      data: {},
      response: { brands: [{ name: 'Tata', slug: 'tata', image: null }] },
    });
    expect([categories, brands].every((c) => valid(c!))).toBe(true);
  });

  it('a supplier carousel from a response of suppliers (name, link, avatar or image)', () => {
    const [suppliers] = migrated({
      name: 'Our farms',
      type: 'suppliers',
      response: [
        { name: 'Konkan Farms', link: 'https://konkan.example', avatar: 'k.png', rating: 5 },
        { link: '/x' },
        { name: 'Mills', medias: [{ src: 'm.png' }] },
      ],
    });
    expect(suppliers).toEqual({
      name: 'supplier-carousel',
      type: 'suppliers',
      data: {
        suppliers: [
          { name: 'Konkan Farms', link: 'https://konkan.example', avatar: 'k.png' },
          { name: 'Mills', avatar: 'm.png' },
        ],
      },
    });
    expect(valid(suppliers!)).toBe(true);
  });

  it('a heading whose data is its text', () => {
    const [heading] = migrated({ name: 'Heading Text', data: 'Fresh today' });
    expect(heading).toEqual({ name: 'heading', data: { title: 'Fresh today' } });
    expect(valid(heading!)).toBe(true);
  });

  it('keeps a component no one can name as it came (the storefront leaves it out and reports it once)', () => {
    expect(migrated({ name: 'Widget 9', data: { x: 1 } })).toEqual([{ name: 'Widget 9', data: { x: 1 } }]);
  });

  it('changes nothing of a component already in our shape: migrating twice is migrating once', () => {
    const page = migratePage({
      data: [
        { name: 'Top', data: [{ image: 'a.jpg' }], settings: '{"fullpage": "1"}' },
        { name: 'Deals', response: [product('7')] },
        { name: 'About', type: 'html', data: '<p>x</p>' },
      ],
    }) as { data: unknown[] };
    expect(migratePage({ ...page, version: 1 })).toEqual(page);
  });

  it('survives hostile and huge values: prototype keys, deep junk, 10,000 slides', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ image: `${i}.jpg` }));
    const [hero, hostile] = migrated(
      { name: 'hero', data: many },
      { name: '__proto__', type: 'constructor', data: { __proto__: { html: 1 } }, response: { toString: [] } },
    );
    expect((hero?.data as { slides: unknown[] }).slides).toHaveLength(20);
    expect(hostile?.name).toBe('__proto__');
    expect(({} as Record<string, unknown>).html).toBeUndefined();
  });
});
