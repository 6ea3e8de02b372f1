import { describe, expect, it, vi } from 'vitest';
import { allValidators } from '../generated/all-validators';
import { prepareComponent } from './prepare-component';

const product = (id: number) => ({
  product_id: id,
  product_name: `Product ${id}`,
  brand_name: 'Tata',
  slug: `product-${id}`,
  brand_slug: 'tata',
  medias: [],
  image: '',
  packs: [{ pack_id: id * 10, pack_name: '1 kg', price: 10, act_price: 12, discount: 2, warehouse_id: 3, discount_type: null }],
});

describe('prepareComponent', () => {
  it('leaves a malformed item of a carousel’s products out and shows the rest, reporting it once', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prepared = prepareComponent(
      {
        name: 'product-carousel',
        order: 0,
        data: { title: 'Deals' },
        response: { products: [product(1), { ...product(2), product_id: 'two' }, product(3), { product_name: 'no packs' }] },
      },
      allValidators['product-carousel'],
    );
    expect(prepared.ok && (prepared.props.response as { products: { product_id: number }[] }).products.map((p) => p.product_id)).toEqual([
      1, 3,
    ]);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('A malformed item of products was left out'))).toHaveLength(1);
    errors.mockRestore();
  });

  it('leaves a tile without a name out of a category carousel', () => {
    const prepared = prepareComponent(
      { name: 'category-carousel', order: 0, response: { categories: [{ slug: 'x' }, { name: 'Dals', slug: 'dals', image: null }] } },
      allValidators['category-carousel'],
    );
    expect(prepared).toMatchObject({ ok: true, props: { response: { categories: [{ name: 'Dals' }] } } });
  });

  it('still refuses a component whose fault is not one item of a list', () => {
    expect(
      prepareComponent(
        { name: 'product-carousel', order: 0, data: { title: 5 }, response: { products: [] } },
        allValidators['product-carousel'],
      ),
    ).toEqual({ ok: false, pointer: '/data/title' });
    expect(
      prepareComponent({ name: 'product-carousel', order: 0, response: { products: 'none' } }, allValidators['product-carousel']),
    ).toEqual({ ok: false, pointer: '/response/products' });
  });

  it('keeps the settings that pass their schema when one does not (it falls back to its default alone)', () => {
    const prepared = prepareComponent(
      {
        name: 'hero-slider',
        order: 0,
        data: { slides: [{ image: 'a.jpg' }] },
        settings: '{"autoplayInterval": 4000, "bgcolor": "not a colour", "fullpage": true}',
      },
      allValidators['hero-slider'],
    );
    expect(prepared).toMatchObject({ ok: true, props: { settings: { autoplayInterval: 4000, bgcolor: '#f4f7f5', fullpage: true } } });
  });
});
