import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeInit } from '../../../tests/support/init-factory';
import { StoreProviders } from '../../../tests/support/store-providers';
import type { Cart } from '../../api/contracts/entities';
import type { ApiClient } from '../../api/http-client';
import CheckoutScreen from './CheckoutScreen';

const cart: Cart = {
  items: [{ pack_id: 5, product_id: 1, product_name: 'Toor Dal', slug: 'toor-dal', pack_name: '1 kg', image: '', quantity: 2, price: 150, act_price: 170, message: null }],
  quantity: 2, amount: 340, discount: 40, delivery_charge: 40, total: 340, coupon: null, message: null, deliveryMessage: null, weights: 1000, external_shipping: false,
};
const groups = [
  { warehouse_id: 1, name: 'City warehouse', external_shipping: false, delivery_charge_id: 3, pack_ids: [5], weight_grams: 2000, delivery_date: '2026-11-23', window: '07:00-10:00', slots: [] },
];
const home = { id: 7, name: 'Asha', phone: '9876543210', line1: '12 MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', is_default: true };

function renderCheckout({ pincode = '560001' as string | null, addresses = [home] } = {}) {
  const post = vi.fn(async (path: string, body?: unknown) => {
    if (path === '/api/order/create') return { ordernumber: 'FR000042' };
    if (path === '/api/addresses') {
      const fields = body as Record<string, string>;
      if (fields.pincode === '999999') throw Object.assign(new Error('refused'), { data: { message: 'We do not deliver there' } });
      return { ...fields, id: 8, is_default: false };
    }
    return cart;
  });
  const get = vi.fn(async (path: string, query?: Record<string, unknown>) => {
    if (path === '/api/addresses') return addresses;
    // Delivery priced for the chosen address's pincode.
    return query?.address_id ? { ...cart, delivery_charge: 30, total: cart.total - cart.delivery_charge + 30, groups } : cart;
  });
  const api = { get, post, put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
  const location = memoryLocation({ path: '/checkout', record: true });
  const init = makeInit({ pincode, cart, paymentMethods: [{ id: 'cod', name: 'Cash on delivery' }] });
  render(
    <StoreProviders init={init} api={api}>
      <Router hook={location.hook}><CheckoutScreen /></Router>
    </StoreProviders>,
  );
  return { post, get, location };
}

describe('checkout', () => {
  beforeEach(() => sessionStorage.clear());

  it('places one order for the chosen address and method with an Idempotency-Key, then shows the order', async () => {
    const { post, get, location } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /Asha/ })).toBeChecked();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/cart', { address_id: 7, cart_shipping_info: 1, groupby_delivery: 1, payment_method: 'cod' }));
    expect(await screen.findByText('₹30')).toBeInTheDocument();
    const deliveries = screen.getByRole('list', { name: 'Deliveries' });
    expect(deliveries).toHaveTextContent('Delivery: City warehouse');
    expect(deliveries).toHaveTextContent('Arrives Mon, 23 Nov, 07:00–10:00');
    expect(deliveries).toHaveTextContent('Toor Dal (1 kg)');
    expect(get.mock.calls.filter(([path]) => path === '/api/cart')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for the delivery (optional)' }), 'Ring twice');
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    await waitFor(() => expect(location.history.at(-1)).toBe('/order/success/FR000042'));
    const orders = post.mock.calls.filter(([path]) => path === '/api/order/create');
    expect(orders).toHaveLength(1);
    const [, body, headers] = orders[0] as unknown as [string, unknown, Record<string, string>];
    expect(body).toEqual({ address_id: 7, payment: 'cod', offercode: null, note: 'Ring twice' });
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('checkout.attempt')).toBeNull();
  });

  it('is disabled without a delivery pincode, saying why', async () => {
    renderCheckout({ pincode: null });
    await screen.findByRole('radio', { name: /Asha/ });
    expect(screen.getByText('Delivery Pincode Required')).toBeInTheDocument();
    expect(screen.getByText('Please select your delivery pincode to proceed to checkout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('adds an address inline, checking phone and pincode formats and showing the server’s refusal', async () => {
    const { post } = renderCheckout({ addresses: [] });
    const form = (await screen.findByRole('button', { name: 'Save address' })).closest('form') as HTMLFormElement;
    const field = (name: string) => within(form).getByRole('textbox', { name });
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await userEvent.type(field('Full name'), 'Ravi');
    await userEvent.type(field('Mobile number'), '5123');
    await userEvent.type(field('Address line 1'), '4 Brigade Road');
    await userEvent.type(field('City'), 'Bengaluru');
    await userEvent.type(field('State'), 'Karnataka');
    await userEvent.type(field('Pincode'), '999999');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getAllByRole('alert').length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalledWith('/api/addresses', expect.anything());
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '9123456780');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('We do not deliver there')).toBeInTheDocument();
    await userEvent.clear(field('Pincode'));
    await userEvent.type(field('Pincode'), '560034');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('radio', { name: /Ravi/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
