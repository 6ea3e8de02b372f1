import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import specInit from '../../fixtures/spec/init.json';
import specProducts from '../../fixtures/spec/products.json';
import { parseInit } from '../../contract/init';
import { ProductPageSchema } from '../../contract/product';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import { Footer } from '../../src/shell/footer/Footer';
import { renderFixture } from '../support/render-fixture';
import { StoreProviders } from '../support/store-providers';

// Issue 34, item 3: spec-shaped answers with the variations a store sends (ids as numeric strings,
// null or absent flags, a null brand) and malformed items among them: every page renders its valid parts.
const junk = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.record({ name: fc.integer() }),
  fc.array(fc.anything(), { maxLength: 2 }),
);
const tag = <T,>(good: fc.Arbitrary<T>) =>
  fc.array(
    fc.oneof(
      good.map((g) => ({ good: true as const, g })),
      junk.map((j) => ({ good: false as const, j })),
    ),
    { maxLength: 8 },
  );

const product = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  idAsText: fc.boolean(),
  packIdAsText: fc.boolean(),
  wishlist: fc.constantFrom(true, false, null, undefined),
  brand: fc.constantFrom('Tata', null, undefined),
});
const footerLink = fc.record({ n: fc.integer({ min: 1, max: 1e6 }), show: fc.constantFrom(0, 1, '1', true, null) });

function inStore(ui: React.ReactNode, init = parseInit(specInit)) {
  if (!init) throw new Error('the spec-shaped init does not parse');
  // Each run starts from an empty page, also after a failed one (while fast-check shrinks it).
  cleanup();
  render(
    <StoreProviders init={init}>
      <Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>
    </StoreProviders>,
  );
}

describe('spec-shaped answers with variations and malformed items (property)', () => {
  it('a product list shows a card for every valid product, in order, and nothing of the malformed ones', () => {
    const base = specProducts.data[0]!;
    fc.assert(
      fc.property(tag(product), (items) => {
        const data = items.map((item, i) =>
          item.good
            ? {
                ...base,
                product_id: item.g.idAsText ? String(item.g.id) : item.g.id,
                product_name: `Product ${i}`,
                slug: `product-${i}`,
                wishlist: item.g.wishlist,
                brand_name: item.g.brand,
                packs: base.packs.map((p) => ({ ...p, pack_id: item.g.packIdAsText ? String(p.pack_id) : p.pack_id })),
              }
            : item.j,
        );
        const page = ProductPageSchema.parse({ data, meta: { total: data.length } });
        inStore(page.data.map((p) => <ProductCard key={p.slug} product={p} />));
        const expected = items.flatMap((item, i) => (item.good ? [`/products/product-${i}`] : []));
        const cards = [...document.querySelectorAll<HTMLAnchorElement>('.product-card a[href^="/products/"]')].map((a) =>
          a.getAttribute('href'),
        );
        expect([...new Set(cards)]).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('the footer shows every valid column and link of init, whatever else the store sent', () => {
    fc.assert(
      fc.property(tag(fc.array(footerLink, { maxLength: 3 })), (columns) => {
        const footers = columns.map((column, c) =>
          column.good
            ? {
                name: `Column ${c}`,
                children: column.g.map((l) => ({ name: `Link ${c}-${l.n}`, link: `/page-${l.n}`, icon: null, show_icon: l.show })),
              }
            : column.j,
        );
        const init = parseInit({ ...specInit, web: { ...specInit.web, id: '7' }, footers });
        if (!init) throw new Error('the spec-shaped init does not parse');
        inStore(<Footer init={init} year={2026} />, init);
        const footer = screen.getByRole('contentinfo');
        for (const [c, column] of columns.entries()) {
          if (!column.good) continue;
          expect(within(footer).getByRole('heading', { name: `Column ${c}` })).toBeInTheDocument();
          for (const l of column.g) expect(within(footer).getAllByRole('link', { name: `Link ${c}-${l.n}` }).length).toBeGreaterThan(0);
        }
        expect(within(footer).getAllByRole('heading', { level: 2 })).toHaveLength(1 + columns.filter((c) => c.good).length);
      }),
      { numRuns: 60 },
    );
  });

  // A page from the store's own page builder, in the shapes of section 3 and its own names.
  it('a page of the store’s own components shows every valid one, in order, whatever its neighbours hold', async () => {
    const shaped = (kind: number, i: number) =>
      [
        { name: `Note ${i}`, type: 'html', data: `<p>marker-${i}</p>` },
        {
          name: `Top ${i}`,
          type: 'hero',
          data: [{ image: `h${i}.svg`, link: '/products', title: `marker-${i}` }],
          settings: '{"autoplayInterval":"3000"}',
        },
        {
          name: `Deals ${i}`,
          type: 'product_slider',
          logicdata: { src: 'tag' },
          response: [{ ...specProducts.data[0], product_name: `marker-${i}`, product_id: String(i + 1), brand_name: null }],
        },
        { name: `Aisles ${i}`, response: [{ name: `marker-${i}`, slug: `aisle-${i}`, avatar: `a${i}.svg`, children: [] }] },
      ][kind];
    const junk = fc.oneof(
      fc.constant(null),
      fc.constant('text'),
      fc.record({ name: fc.constant('Widget'), data: fc.anything({ maxDepth: 1 }) }),
      fc.record({ name: fc.constant('hero'), data: fc.constant([]) }),
      fc.record({ name: fc.constant('html'), data: fc.integer() }),
      fc.record({ name: fc.integer(), type: fc.constantFrom('html', 'hero', 42) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 3 }).map((kind) => ({ kind })),
            junk.map((j) => ({ j })),
          ),
          { maxLength: 6 },
        ),
        async (items) => {
          cleanup();
          const data = items.map((item, i) => ('kind' in item ? shaped(item.kind, i) : item.j));
          const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
          renderFixture({ url: '/', data });
          const expected = items.flatMap((item, i) => ('kind' in item ? [`marker-${i}`] : []));
          // Each type's code arrives on its own: every valid component is waited for, the junk shows nothing.
          const shown = () => [...new Set(screen.queryAllByText(/^marker-\d+$/).map((e) => e.textContent))];
          await waitFor(() => expect(shown()).toEqual(expected), { timeout: 10_000 });
          errors.mockRestore();
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
