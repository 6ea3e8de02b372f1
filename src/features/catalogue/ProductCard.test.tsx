import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { EMPTY_CART, type Cart } from '../../../contract/cart';
import { makeInit } from '../../../tests/support/init-factory';
import { fixtureProducts, fixtureStoreApi } from '../../../tests/support/fixture-store-api';
import { StoreProviders } from '../../../tests/support/store-providers';
import type { ApiClient } from '../../api/http-client';
import { ProductCard } from './ProductCard';

const mango = fixtureProducts.find((p) => p.packs.length > 1);
if (!mango) throw new Error('The product-grid fixture has a product with two packs');
const [small, big] = mango.packs as [(typeof mango.packs)[number], (typeof mango.packs)[number]];

const line = (pack: typeof small, quantity: number) => ({
  pack_id: pack.pack_id,
  image: '',
  name: mango.product_name,
  pack: pack.pack_name,
  quantity,
  price: pack.price,
  act_price: pack.act_price,
  amount: pack.price * quantity,
  valid: true,
  warehouse_id: pack.warehouse_id,
  delivery_charge_id: null,
  del_date: null,
  del_start_time: null,
  del_end_time: null,
});

function renderCard(cart: Cart, product = mango) {
  const post = vi.fn(async (..._call: unknown[]) => cart);
  const api = { ...fixtureStoreApi(), post: post as ApiClient['post'] };
  render(
    <StoreProviders init={makeInit({ cart })} api={api}>
      <Router hook={memoryLocation({ path: '/products' }).hook}>
        <ProductCard product={product as Parameters<typeof ProductCard>[0]['product']} />
      </Router>
    </StoreProviders>,
  );
  return post;
}

// Issue 35 item 3: Add always added the first pack, the stepper never said which, and a product whose
// second pack was in the cart still showed Add.
describe('a product card with several packs', () => {
  it('adds the pack the shopper picked', async () => {
    const post = renderCard(EMPTY_CART);
    const packs = screen.getByRole('group', { name: `Pack of ${mango.product_name}` });
    expect(within(packs).getByRole('radio', { name: new RegExp(`^${small.pack_name}`) })).toBeChecked();
    await userEvent.click(within(packs).getByRole('radio', { name: new RegExp(`^${big.pack_name}`) }));
    await userEvent.click(screen.getByRole('button', { name: `Add to Cart: ${mango.product_name} (${big.pack_name})` }));
    expect(post).toHaveBeenCalledWith('/api/cart/add', expect.objectContaining({ pack_id: big.pack_id }), expect.anything());
  });

  it('shows the stepper of the pack the cart holds, naming it, and which packs are in the cart', () => {
    renderCard({ ...EMPTY_CART, items: [line(big, 2)], quantity: 2 });
    expect(screen.getByRole('radio', { name: new RegExp(`^${big.pack_name}.*2 in cart`) })).toBeChecked();
    expect(screen.getByRole('radio', { name: new RegExp(`^${small.pack_name}`) })).not.toHaveAccessibleName(/in cart/);
    const stepper = screen.getByRole('group', { name: `Quantity of ${mango.product_name} (${big.pack_name})` });
    expect(within(stepper).getByRole('status')).toHaveTextContent(`2${big.pack_name}`);
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
  });

  // Issue 36: a store may limit how many of a pack one order holds (a deal's limit).
  it('stops One more at the store’s limit for the pack, and only for that pack', async () => {
    const limited = { ...mango, packs: [small, { ...big, max_quantity: 2 }] };
    renderCard({ ...EMPTY_CART, items: [line(big, 2)], quantity: 2 }, limited);
    expect(screen.getByRole('button', { name: `One more ${mango.product_name} (${big.pack_name})` })).toBeDisabled();
    cleanup();
    renderCard({ ...EMPTY_CART, items: [line(big, 2)], quantity: 2 });
    expect(screen.getByRole('button', { name: `One more ${mango.product_name} (${big.pack_name})` })).toBeEnabled();
  });
});
