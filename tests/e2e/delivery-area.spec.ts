import type { Page } from '@playwright/test';
import { callStore, expect, newPhone, signInByApi, type StoreCall, test } from './support';

// Issue 35 item 5: a saved 400001 address showed "Delivery charge: Free" and an enabled Place order;
// only the tap said "We do not deliver to 400001 yet." The checkout now marks such addresses at once.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const mumbai = { line1: '1 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' };
const bengaluru = { line1: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** A new shopper signed in with these addresses (the first the default) and one item in the cart. */
async function shopperWith(page: Page, origin: string, places: (typeof mumbai)[]) {
  const phone = newPhone('7');
  await signInByApi(page, origin, phone, 'Far Shopper');
  const calls: StoreCall[] = [{ method: 'GET', path: '/check/pincode/560001' }];
  for (const [index, place] of places.entries())
    calls.push({ method: 'POST', path: '/addresses', body: { name: 'Far Shopper', phone, ...place, is_default: index === 0 } });
  const [list] = await callStore(page, [{ method: 'GET', path: '/products?perPage=1' }]);
  const pack = (list as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] }).data[0]?.packs[0];
  calls.push({ method: 'POST', path: '/cart/add', body: { pack_id: pack?.pack_id, warehouse_id: pack?.warehouse_id } });
  await callStore(page, calls);
  await page.goto('/checkout');
}

test('addresses outside the delivery area are marked when the checkout opens and cannot be chosen', async ({ page, baseURL }) => {
  await shopperWith(page, baseURL as string, [mumbai, bengaluru]);
  const far = page.getByRole('radio', { name: /Marine Drive/ });
  await expect(far).toBeDisabled();
  await expect(far).toHaveAccessibleName(/We do not deliver to 400001 yet\./);
  // The default address is out of the area: the checkout starts on one it delivers to.
  await expect(page.getByRole('radio', { name: /Residency Road/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Cash on delivery' }).tap();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await far.tap({ force: true });
  await expect(far).not.toBeChecked();
});

test('with no address in the delivery area, nothing is chosen and the page says why Place order waits', async ({ page, baseURL }) => {
  await shopperWith(page, baseURL as string, [mumbai]);
  const far = page.getByRole('radio', { name: /Marine Drive/ });
  await expect(far).toBeDisabled();
  await expect(far).not.toBeChecked();
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription(
    'We do not deliver to your saved addresses yet. Add an address in our delivery area to place your order.',
  );
});

test('the header follows the chosen address, and a new address starts with what is known', async ({ page, baseURL }) => {
  // Issue 35: the header said "Deliver to 560001" while the order went to 560034, and the new-address
  // form started empty though the phone and pincode were known.
  const indiranagar = { line1: '7 Koramangala Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' };
  await shopperWith(page, baseURL as string, [bengaluru, indiranagar]);
  const header = page.getByRole('banner');
  await expect(header.getByText(/Deliver(ing)? to/).first()).toContainText('560001');
  await page.getByRole('radio', { name: /Koramangala Road/ }).tap();
  await expect(header.getByText(/Deliver(ing)? to/).first()).toContainText('560034');
  await page.getByRole('button', { name: 'Add a new address' }).tap();
  const form = page.locator('.address-form');
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Far Shopper');
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(/^[6-9]\d{9}$/);
  await expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('560034');
  await expect(form.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
});
