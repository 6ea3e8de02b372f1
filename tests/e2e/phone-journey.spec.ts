import type { Locator } from '@playwright/test';
import { appStarted, expect, fillAddressForm, newPhone, test } from './support';

// Issue 18, how it is checked: a new shopper on a 390 px phone finds a product by typing, adds it,
// sets a pincode, signs in, adds an address and places a cash-on-delivery order, using only what is
// visible on that phone (every control is checked visible and inside the screen before it is tapped).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a new shopper on a phone goes from typing a search to a cash-on-delivery order', async ({ page }) => {
  test.setTimeout(90_000);
  /** Taps a control the shopper can see: visible, scrolled into the screen, not covered. */
  const tap = async (control: Locator) => {
    // As a whole, so that a control the page renders again meanwhile (the cart after a pincode) is looked up again.
    await expect(async () => {
      await expect(control).toBeVisible({ timeout: 1_000 });
      await control.scrollIntoViewIfNeeded({ timeout: 1_000 });
      const box = await control.boundingBox();
      expect(box, 'the control is on screen').not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, 'the control is within the screen width').toBe(true);
    }).toPass({ timeout: 10_000 });
    await control.tap();
  };
  const banner = page.getByRole('banner');

  await page.goto('/');
  // Find a product by typing: the search drawer suggests products as the shopper types.
  await tap(banner.getByRole('button', { name: 'Search products' }));
  const drawer = page.getByRole('dialog', { name: 'Search Products' });
  await drawer.getByRole('combobox', { name: 'Search products' }).pressSequentially('toor dal', { delay: 30 });
  const suggestion = drawer.getByRole('option', { name: /Toor Dal.*₹/ }).first();
  const productName = (await suggestion.locator('.search-suggestion-label').textContent()) ?? '';
  await tap(suggestion);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

  // Add it; the floating cart bar shows what is in the cart.
  await tap(page.locator('.product-page-actions').getByRole('button', { name: /^Add to Cart: / }));
  const cartBar = page.getByRole('link', { name: /1 item · ₹[\d,.]+\s*View cart/ });
  await tap(cartBar);
  await expect(page).toHaveURL(/\/cart$/);

  // Checkout needs a pincode; the cart itself offers the way to set one.
  await expect(
    page
      .getByRole('link', { name: 'Proceed to checkout' })
      .or(page.getByRole('button', { name: 'Proceed to checkout' }))
      .first(),
  ).toBeVisible();
  await tap(page.getByRole('main').getByRole('button', { name: 'Select delivery pincode' }));
  const location = page.getByRole('dialog', { name: 'Change Location' });
  await location.getByRole('textbox', { name: 'Delivery pincode' }).fill('560001');
  await tap(location.getByRole('button', { name: 'Check pincode' }));
  await expect(page.getByText('Delivering to 560001')).toBeVisible();
  await appStarted(page);

  await tap(page.getByRole('main').getByRole('link', { name: 'Proceed to checkout' }));
  await expect(page).toHaveURL(/\/auth\/login$/);
  const phone = newPhone('9');
  // Issue 35: a number pasted as the phone's contacts give it (+91, spaces) is taken as its 10 digits.
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await tap(page.getByRole('button', { name: 'Send code' }));
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeFocused();
  await page.getByRole('textbox', { name: '6-digit code' }).fill('123456'); // The sixth digit sends it.
  await page.getByRole('textbox', { name: 'Your name' }).fill('Phone Shopper');
  await tap(page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.locator('.address-form');
  await fillAddressForm(form, { name: 'Phone Shopper', phone, pincode: '560001', line1: '4 Brigade Road' });
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
  await tap(form.getByRole('button', { name: 'Save address' }));
  await expect(page.getByRole('radio', { name: /Phone Shopper/ })).toBeChecked();
  await tap(page.getByRole('radio', { name: 'Cash on delivery' }));
  await tap(page.getByRole('button', { name: 'Place order' }));
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByText(productName, { exact: false }).first()).toBeVisible();
});
