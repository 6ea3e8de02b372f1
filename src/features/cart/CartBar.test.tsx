import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { EMPTY_CART } from '../../../contract/cart';
import { makeInit } from '../../../tests/support/init-factory';
import { StoreProviders } from '../../../tests/support/store-providers';
import { CartBar } from './CartBar';

function renderAt(path: string, quantity: number, total: number) {
  const location = memoryLocation({ path });
  render(
    <StoreProviders init={makeInit({ cart: { ...EMPTY_CART, quantity, total } })}>
      <Router hook={location.hook}>
        <CartBar />
      </Router>
    </StoreProviders>,
  );
}

describe('the phone’s cart bar (issue 18)', () => {
  it('shows the count and total, linking to the cart, while the cart has items', () => {
    renderAt('/products', 3, 1234.5);
    expect(screen.getByRole('link', { name: /3 items · ₹1,234.50/ })).toHaveAttribute('href', '/cart');
  });

  it('is not there for an empty cart, nor on the cart and checkout pages', () => {
    renderAt('/', 0, 0);
    expect(screen.queryByRole('link')).toBeNull();
    for (const path of ['/cart', '/checkout', '/checkout/razorpay/4']) {
      document.body.innerHTML = '';
      renderAt(path, 2, 90);
      expect(screen.queryByRole('link')).toBeNull();
    }
  });
});
