import { describe, expect, it } from 'vitest';
import specInit from '../../fixtures/spec/init.json';
import specPages from '../../fixtures/spec/pages.json';
import specProduct from '../../fixtures/spec/product.json';
import specProducts from '../../fixtures/spec/products.json';
import { InitSchema } from '../../contract/init';
import { PageDataSchema } from '../../contract/page-data';
import { ProductPageSchema, ProductSchema } from '../../contract/product';
import { acceptedFromStore } from './conforms';

const answer = ({ $comment: _comment, ...rest }: { $comment?: string }) => rest;

// The spec-shaped fixtures (written from spec sections 3 and 7, not from the server) are what a store
// that runs the specified API sends: each is an answer the contract accepts, every field without a
// fallback present with its type.
describe('the spec-shaped fixtures are answers the contract accepts', () => {
  it('init, product list, product', () => {
    expect(acceptedFromStore(InitSchema)(answer(specInit))).toEqual([]);
    expect(acceptedFromStore(ProductPageSchema)(answer(specProducts))).toEqual([]);
    expect(acceptedFromStore(ProductSchema)(answer(specProduct))).toEqual([]);
  });

  it.each(Object.keys(specPages).filter((path) => path.startsWith('/')))('page data of %s', (path) => {
    expect(acceptedFromStore(PageDataSchema)(specPages[path as keyof typeof specPages])).toEqual([]);
  });
});
