import { describe, expect, it } from 'vitest';
import { errorText } from '../src/api/error-text';
import { CartSchema, EMPTY_CART, readCart } from './cart';

describe('reading a cart (spec section 3, Cart)', () => {
  it('reads a cart that names only some fields, each missing or malformed field falling back on its own', () => {
    const cart = readCart({ items: [{ pack_id: 7, name: 'Toor Dal', pack: '1 kg', quantity: 2, price: 'x' }], total: 300, offercode: 42 });
    expect(cart.items[0]).toMatchObject({
      pack_id: 7,
      name: 'Toor Dal',
      pack: '1 kg',
      quantity: 2,
      price: 0,
      valid: true,
      delivery_charge_id: null,
    });
    expect(cart).toMatchObject({ total: 300, offercode: null, finalDelivery: 0, grouped_items: [], paymentMethods: [] });
  });

  it.each([null, 'ok', 42, [], { ok: true }, { items: 'none' }])('refuses %j, which is no cart, with a text for the shopper', (answer) => {
    let thrown: unknown;
    try {
      readCart(answer);
    } catch (error) {
      thrown = error;
    }
    expect(errorText(thrown)).toBe('The store did not answer with a cart. Please try again.');
  });

  it('has defaults for every field', () => {
    expect(EMPTY_CART).toEqual(CartSchema.parse({}));
    expect(EMPTY_CART.items).toEqual([]);
  });
});
