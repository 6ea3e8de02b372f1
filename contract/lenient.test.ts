import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import specInit from '../fixtures/spec/init.json';
import specProducts from '../fixtures/spec/products.json';
import { conformsTo } from '../tests/contract/conforms';
import { readCart } from './cart';
import { parseInit } from './init';
import { listOf, onDroppedItem } from './lenient';
import { OrderPageSchema, OrderSchema } from './order';
import { PlacedOrderSchema } from './payment';
import { ProductPageSchema } from './product';
import * as z from 'zod/mini';

// Issue 34, item 3: a store that runs the specified API (spec section 3) may send one malformed item
// among good ones, ids as numeric strings, or null where a field is optional: the rest still renders.
const dropped = vi.fn();
onDroppedItem(dropped);
afterEach(() => dropped.mockClear());

const goodProduct = specProducts.data[0]!;

describe('a list read item by item', () => {
  const names = listOf(z.object({ name: z.string() }), 'names');

  it('reads a good list as it is, and anything but a list as []', () => {
    expect(names.parse([{ name: 'a' }, { name: 'b' }])).toEqual([{ name: 'a' }, { name: 'b' }]);
    for (const notAList of [null, undefined, 'x', 3, { 0: { name: 'a' } }]) expect(names.parse(notAList)).toEqual([]);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('drops only the malformed items, and tells who listens of each', () => {
    expect(names.parse([{ name: 'a' }, { name: 7 }, null, { name: 'b' }])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(dropped).toHaveBeenCalledTimes(2);
    expect(dropped).toHaveBeenCalledWith('names', { name: 7 }, expect.anything());
  });
});

describe('init, products, the cart and a placed order from a store (spec section 3)', () => {
  it('keeps the good categories, brands, navigation and footer items around a malformed one, and a numeric-string web.id', () => {
    const raw = structuredClone(specInit) as Record<string, unknown> & typeof specInit;
    const init = parseInit({
      ...raw,
      web: { ...raw.web, id: '7' },
      categories: [...raw.categories, { name: 'Broken' }, 'junk'],
      brands: [{ name: 'Tata', slug: 'tata' }, { slug: 'no-name' }],
      navs: [{ name: 'Home', link: '/', children: [{ name: 'Rice', link: '/products?c=rice' }, 42] }, null],
      footers: [{ name: 'Help', children: [{ name: 'FAQ', link: '/faq' }, 'junk'] }, 5],
    });
    if (!init) throw new Error('init did not parse');
    expect(init.web.id).toBe(7);
    expect(init.categories.map((c) => c.slug)).toEqual(['staples', 'snacks']);
    expect(init.categories[0]?.children.map((c) => c.slug)).toEqual(['rice']);
    expect(init.brands.map((b) => b.slug)).toEqual(['tata']);
    expect(init.navs).toHaveLength(1);
    expect(init.navs[0]?.children.map((n) => n.name)).toEqual(['Rice']);
    expect(init.footers).toHaveLength(1);
    expect(init.footers[0]?.children.map((l) => l.link)).toEqual(['/faq']);
    expect(dropped).toHaveBeenCalledWith('categories', { name: 'Broken' }, expect.anything());
  });

  it('reads products with ids as numeric strings and a null brand, and drops a product without a name', () => {
    const page = ProductPageSchema.parse({
      data: [
        {
          ...goodProduct,
          product_id: '9001',
          brand_name: null,
          brand_slug: null,
          packs: goodProduct.packs.map((p) => ({ ...p, pack_id: String(p.pack_id) })),
        },
        { ...goodProduct, product_name: undefined },
        { ...goodProduct, product_id: 9002, slug: 'second' },
      ],
      meta: { total: 3 },
    });
    expect(page.data.map((p) => p.product_id)).toEqual([9001, 9002]);
    expect(page.data[0]).toMatchObject({ brand_name: '', brand_slug: '', wishlist: false });
    expect(page.data[0]?.packs.map((p) => typeof p.pack_id)).toEqual(goodProduct.packs.map(() => 'number'));
  });

  it('keeps the good cart lines around a malformed one', () => {
    const cart = readCart({ ...specInit.cart, items: [...specInit.cart.items, { name: 'no pack id' }] });
    expect(cart.items.map((i) => i.pack_id)).toEqual(specInit.cart.items.map((i) => i.pack_id));
    expect(dropped).toHaveBeenCalledWith('cart items', { name: 'no pack id' }, expect.anything());
  });

  it('reads an order number given as a number and a payment id given as a string', () => {
    expect(PlacedOrderSchema.parse({ ordernumber: 42, payOptions: { provider: 'razorpay', id: '12' } })).toEqual({
      ordernumber: '42',
      payOptions: { provider: 'razorpay', id: 12 },
    });
  });

  it('reads an order and an order list with ids as strings, and keeps the good orders around a malformed one', () => {
    const line = { order_id: '7', ordernumber: 1007, status: 'placed', total: 228, created_at: '2026-11-20T10:00:00Z' };
    const page = OrderPageSchema.parse({ data: [line, { ordernumber: 'broken' }], meta: { total: 2, page: 1, perPage: 10 } });
    expect(page.data).toEqual([expect.objectContaining({ order_id: 7, ordernumber: '1007', payment_status: 'on_delivery', items: 0 })]);
    const order = OrderSchema.parse({
      ...line,
      payment_method: 'cod',
      address: { name: 'Asha' },
      amount: 228,
      discount: 0,
      delivery_charge: 0,
      items: [{ pack_id: '31', product_name: 'Toor Dal', pack_name: '1 kg', quantity: 1, price: 228, act_price: 240 }],
    });
    expect(order).toMatchObject({ order_id: 7, ordernumber: '1007', items: [{ pack_id: 31 }] });
  });

  it('still holds the reference server to the contract: numbers as numbers, every product whole', () => {
    // The product's own transform (its image default) has it checked on the input side, as every product answer is.
    const strict = conformsTo(ProductPageSchema, 'input');
    expect(strict({ data: [goodProduct], meta: { total: 1 } })).toEqual([]);
    expect(strict({ data: [{ ...goodProduct, product_id: '9001' }], meta: { total: 1 } })).not.toEqual([]);
    expect(strict({ data: [{ ...goodProduct, product_name: undefined }], meta: { total: 1 } })).not.toEqual([]);
  });
});

describe('a product list with any mix of good and malformed items (property)', () => {
  // Spec-shaped variations a store may send: ids as numeric strings, wishlist null or absent, a null brand.
  const goodItem = fc.record({
    id: fc.integer({ min: 1, max: 1e9 }),
    idAsText: fc.boolean(),
    wishlist: fc.constantFrom(true, false, null, undefined),
    brand: fc.constantFrom('Tata', null),
  });
  const junk = fc.oneof(
    fc.constant(null),
    fc.string(),
    fc.integer(),
    fc.record({ product_id: fc.string() }),
    fc.array(fc.anything(), { maxLength: 3 }),
  );
  const item = fc.oneof(
    goodItem.map((g) => ({ good: true as const, g })),
    junk.map((j) => ({ good: false as const, j })),
  );

  it('reads every good item, in order, and only them', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const raw = items.map((entry) =>
          entry.good
            ? {
                ...goodProduct,
                product_id: entry.g.idAsText ? String(entry.g.id) : entry.g.id,
                wishlist: entry.g.wishlist,
                brand_name: entry.g.brand,
              }
            : entry.j,
        );
        const page = ProductPageSchema.parse({ data: raw, meta: { total: raw.length } });
        const expected = items.flatMap((entry) => (entry.good ? [entry.g.id] : []));
        expect(page.data.map((p) => p.product_id)).toEqual(expected);
        for (const product of page.data) expect(typeof product.wishlist).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
