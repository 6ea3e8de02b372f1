import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeInit } from '../../../tests/support/init-factory';
import { StoreProviders } from '../../../tests/support/store-providers';
import { type Cart, EMPTY_CART } from '../../../contract/cart';
import type { PaymentMethod } from '../../../contract/payment-method';
import type { ApiClient, PostOptions } from '../../api/http-client';
import CheckoutScreen from './CheckoutScreen';

const slot = (del_date: string, del_start_time: string, del_end_time: string) => ({ del_date, del_start_time, del_end_time });
const line = {
  pack_id: 5,
  name: 'Toor Dal',
  slug: 'toor-dal',
  pack: '1 kg',
  image: '',
  quantity: 2,
  price: 150,
  act_price: 170,
  amount: 300,
  valid: true,
  message: null,
  warehouse_id: 1,
  delivery_charge_id: 3,
  ...slot('2026-11-23', '07:00', '10:00'),
};
const plainCart: Cart = {
  ...EMPTY_CART,
  items: [line],
  quantity: 2,
  amount: 340,
  discount: 40,
  delivery_charge: 40,
  finalDelivery: 40,
  total: 340,
  weights: 1000,
};
const slots = [slot('2026-11-23', '07:00', '10:00'), slot('2026-11-23', '17:00', '20:00')];
/** The cart priced for an address, with the slot in effect (the chosen one when it is offered). */
const priced = (cart: Cart, chosen: unknown) => {
  const choice = (JSON.parse(typeof chosen === 'string' ? chosen : '[]') as { del_start_time: string }[])[0];
  const when = choice?.del_start_time === '17:00' ? slots[1] : slots[0];
  return {
    ...cart,
    delivery_charge: 30,
    finalDelivery: 30,
    total: cart.total - cart.finalDelivery + 30,
    grouped_items: [
      {
        warehouse_id: 1,
        name: 'City warehouse',
        external_shipping: false,
        delivery_charge_id: 3,
        weights: 2000,
        ...when,
        slots,
        items: [{ ...line, ...when }],
      },
    ],
  };
};
const home = {
  id: 7,
  name: 'Asha',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  is_default: true,
};

function renderCheckout({
  pincode = '560001' as string | null,
  addresses = [home],
  initMethods = [{ id: 'cod', name: 'Cash on delivery' }],
  cart = plainCart,
}: { pincode?: string | null; addresses?: (typeof home & { deliverable?: boolean })[]; initMethods?: PaymentMethod[]; cart?: Cart } = {}) {
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
    if (path === '/api/pincode/560034/place') return { pincode: '560034', city: 'Bengaluru', state: 'Karnataka' };
    if (path.startsWith('/api/pincode/'))
      throw Object.assign(new Error('unknown'), { data: { message: 'Pincode 999999 does not exist. Please check it.' } });
    // Delivery priced for the chosen address's pincode.
    return query?.address_id ? priced(cart, query.cart_shipping_info) : cart;
  });
  const api = { get, post, put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
  const location = memoryLocation({ path: '/checkout', record: true });
  const init = makeInit({ pincode, cart, paymentMethods: initMethods });
  render(
    <StoreProviders init={init} api={api}>
      <Router hook={location.hook}>
        <CheckoutScreen />
      </Router>
    </StoreProviders>,
  );
  return { post, get, location };
}

describe('checkout', () => {
  beforeEach(() => sessionStorage.clear());

  it('places one order for the chosen address, method and slot with an Idempotency-Key, then shows the order', async () => {
    const { post, get, location } = renderCheckout();
    // The saved default is chosen once the addresses are in (a moment after the radios appear).
    expect(await screen.findByRole('radio', { name: /Asha/, checked: true })).toBeChecked();
    // Spec section 7: the variant with address_id and groupby_delivery (and the payment method once chosen).
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/cart', { address_id: 7, groupby_delivery: 1, payment_method: 'cod' }));
    expect(await screen.findByText('₹30')).toBeInTheDocument();
    const deliveries = screen.getByRole('list', { name: 'Deliveries' });
    expect(deliveries).not.toHaveTextContent('City warehouse');
    expect(deliveries).toHaveTextContent('Arrives Mon, Nov 23, 2026, 07:00–10:00');
    expect(deliveries).toHaveTextContent('Toor Dal (1 kg)');
    expect(get.mock.calls.filter(([path]) => path === '/api/cart')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Delivery slot' }), '2026-11-23 17:00-20:00');
    const chosen = [{ delivery_charge_id: 3, del_date: '2026-11-23', del_start_time: '17:00', del_end_time: '20:00' }];
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/cart', {
        address_id: 7,
        payment_method: 'cod',
        cart_shipping_info: JSON.stringify(chosen),
        groupby_delivery: 1,
      }),
    );
    expect(await within(deliveries).findByText('Arrives Mon, Nov 23, 2026, 17:00–20:00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for the delivery (optional)' }), 'Ring twice');
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    await waitFor(() => expect(location.history.at(-1)).toBe('/order/success/FR000042'));
    const orders = post.mock.calls.filter(([path]) => path === '/api/order/create');
    expect(orders).toHaveLength(1);
    const [, body, options] = orders[0] as unknown as [string, unknown, PostOptions];
    expect(body).toEqual({ address_id: 7, payment: 'cod', offercode: null, note: 'Ring twice', cart_shipping_info: chosen });
    expect(options.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('checkout.attempt')).toBeNull();
  });

  it('offers the cart’s payment methods and sends the applied offer code with the order (spec section 3; issue 34)', async () => {
    // A store that runs only the specified API: the methods come on the cart, init has none.
    const withCoupon: Cart = {
      ...plainCart,
      offercode: 'WELCOME10',
      paymentMethods: [
        { id: 'cod', name: 'Cash on delivery' },
        { id: 'razorpay', name: 'Pay online' },
      ],
    };
    const { post } = renderCheckout({ initMethods: [], cart: withCoupon });
    await screen.findByRole('radio', { name: /Asha/, checked: true });
    expect(screen.getByRole('radio', { name: 'Pay online' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/order/create', expect.anything(), expect.anything()));
    const [, body] = post.mock.calls.find(([path]) => path === '/api/order/create') as unknown as [string, Record<string, unknown>];
    expect(body).toMatchObject({ address_id: 7, payment: 'cod', offercode: 'WELCOME10' });
  });

  it('is disabled without a delivery pincode, saying why', async () => {
    renderCheckout({ pincode: null });
    await screen.findByRole('radio', { name: /Asha/ });
    expect(screen.getByText('Delivery Pincode Required')).toBeInTheDocument();
    expect(screen.getByText('Please select your delivery pincode to proceed to checkout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveAccessibleDescription(/Delivery Pincode Required/);
    // Issue 18: the gate opens "Change Location" where the shopper is (a phone header has no pincode button).
    await userEvent.click(screen.getByRole('button', { name: 'Select delivery pincode' }));
    expect(await screen.findByRole('dialog', { name: 'Change Location' })).toBeInTheDocument();
  });

  it('applies a coupon beside its field and shows the saving in the totals before the order (issue 18)', async () => {
    const { post, get } = renderCheckout();
    await screen.findByRole('radio', { name: /Asha/ });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ address_id: 7 })));
    const before = get.mock.calls.filter(([path]) => path === '/api/cart').length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(post).toHaveBeenCalledWith('/api/apply/coupon', { code: 'WELCOME10' });
    // Priced again for the chosen address, not for the session's pincode.
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/api/cart').length).toBe(before + 1));
    expect(get.mock.calls.at(-1)).toEqual(['/api/cart', expect.objectContaining({ address_id: 7, groupby_delivery: 1 })]);
  });

  it('says what an order still needs while Place order is disabled', async () => {
    renderCheckout({ addresses: [] });
    await screen.findByRole('button', { name: 'Save address' });
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveAccessibleDescription(
      'Choose a delivery address to place your order.',
    );
  });

  // Issue 35 item 5: a saved 400001 address showed "Delivery charge: Free" and an enabled Place order.
  it('marks the addresses the store does not deliver to: they cannot be chosen, and the default goes to one it does', async () => {
    const mumbai = { ...home, id: 9, line1: '1 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', deliverable: false };
    const { get } = renderCheckout({ addresses: [mumbai, { ...home, is_default: false, deliverable: true }] });
    const far = await screen.findByRole('radio', { name: /Marine Drive/ });
    expect(far).toBeDisabled();
    expect(far).toHaveAccessibleName(/We do not deliver to 400001 yet\./);
    await waitFor(() => expect(screen.getByRole('radio', { name: /MG Road/ })).toBeChecked());
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ address_id: home.id })));
    expect(get).not.toHaveBeenCalledWith('/api/cart', expect.objectContaining({ address_id: mumbai.id }));
  });

  it('with no address the store delivers to, chooses none and says what to do', async () => {
    renderCheckout({ addresses: [{ ...home, pincode: '400001', deliverable: false }] });
    expect(await screen.findByRole('radio', { name: /MG Road/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveAccessibleDescription(
      'We do not deliver to your saved addresses yet. Add an address in our delivery area to place your order.',
    );
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
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'Karnataka');
    // Issue 35: the form starts with the delivery pincode the shopper chose.
    expect(field('Pincode')).toHaveValue('560001');
    await userEvent.clear(field('Pincode'));
    await userEvent.type(field('Pincode'), '999999');
    expect(await within(form).findByText('Pincode 999999 does not exist. Please check it.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getAllByRole('alert').length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalledWith('/api/addresses', expect.anything());
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '9123456780');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('We do not deliver there')).toBeInTheDocument();
    await userEvent.clear(field('Pincode'));
    await userEvent.clear(field('City'));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'State' }), '');
    await userEvent.type(field('Pincode'), '560034');
    // City and state follow the pincode.
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('radio', { name: /Ravi/, checked: true })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
