import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartItem } from '../../../contract/cart';
import { makeInit } from '../../../tests/support/init-factory';
import { StoreProviders } from '../../../tests/support/store-providers';
import { CartContents } from './CartContents';

const line = (over: Partial<CartItem>): CartItem => ({
  pack_id: 1,
  image: '',
  name: 'Toor Dal',
  pack: '1 kg',
  quantity: 1,
  price: 94,
  act_price: 94,
  amount: 94,
  valid: true,
  warehouse_id: 1,
  delivery_charge_id: 1,
  del_date: null,
  del_start_time: null,
  del_end_time: null,
  ...over,
});

function renderCart(items: CartItem[], pincode: string | null) {
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  render(
    <StoreProviders init={makeInit({ pincode, cart: { ...EMPTY_CART, items, quantity: items.length, amount: total, total } })}>
      <CartContents />
    </StoreProviders>,
  );
}

describe('the cart’s lines and its way to checkout (issue 35)', () => {
  it('shows what each line costs, with the unit price when there are several', () => {
    renderCart(
      [
        line({ quantity: 3, price: 94, act_price: 100 }),
        line({ pack_id: 2, name: 'Ghee', pack: '500 ml', price: 320.5, act_price: 320.5 }),
      ],
      '560001',
    );
    const [dal, ghee] = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(dal).toHaveTextContent('₹282');
    expect(dal).toHaveTextContent('₹94 each');
    expect(within(dal!).getByLabelText('was ₹300')).toBeInTheDocument();
    expect(ghee).toHaveTextContent('₹320.50');
    expect(ghee).not.toHaveTextContent('each');
  });

  it('keeps the total beside the checkout button, disabled until a pincode is chosen', () => {
    renderCart([line({ quantity: 2 })], '560001');
    const bar = screen.getByRole('link', { name: 'Proceed to checkout' }).parentElement!;
    expect(bar).toHaveClass('cart-checkout-bar');
    expect(bar).toHaveTextContent('Total ₹188');
    document.body.innerHTML = '';
    renderCart([line({ quantity: 2 })], null);
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toHaveAccessibleDescription(/select your delivery pincode/);
  });
});
