import type { Page } from '@playwright/test';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const badge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });

test('adds from a product card, changes the quantity fast, and the server keeps every click', async ({ page }) => {
  await page.goto('/products?s=price_desc');
  const card = page.locator('.product-list .product-card').first();
  const name = (await card.locator('.product-card-name').textContent()) ?? '';
  await card.getByRole('button', { name: /^Add to Cart: .+$/ }).click();
  await expect(badge(page)).toContainText('1');
  const more = card.getByRole('button', { name: /^One more / });
  for (let i = 0; i < 5; i++) await more.click();
  await expect(badge(page)).toContainText('6');
  await card.getByRole('button', { name: /^One less / }).click();
  await expect(card.getByRole('group', { name: /^Quantity of / }).locator('output')).toHaveText('5');
  await expect.poll(async () => (await (await page.request.get('/s/api/cart')).json()).quantity).toBe(5);
  await page.reload();
  await expect(badge(page)).toContainText('5');

  await badge(page).click();
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  await expect(panel.getByRole('link', { name })).toBeVisible();
  await expect(panel.getByText('Delivery Pincode Required')).toBeVisible();
  await expect(panel.getByText('Please select your delivery pincode to proceed to checkout')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await panel.getByRole('button', { name: /^Remove / }).click();
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await expect(badge(page)).toContainText('0');
});

test('adds the chosen pack from the product page; a refused change rolls back with a toast', async ({ page }) => {
  await page.goto('/products?q=atta');
  await page.locator('.product-list .product-card-name a').first().click();
  const packs = page.getByRole('group', { name: 'Choose a pack' }).getByRole('radio');
  await packs.last().check();
  // The badge changes before the server answers: wait for the add to land before refusing the next one.
  const added = page.waitForResponse((response) => response.url().includes('/s/api/cart/add') && response.ok());
  await page.locator('.product-page-actions').getByRole('button', { name: /^Add to Cart: .+$/ }).click();
  await expect(badge(page)).toContainText('1');
  await added;

  await page.route('**/s/api/cart/add', (route) => route.fulfill({ status: 409, json: { message: 'Only 1 left of this pack.' } }));
  await page.locator('.product-page-actions').getByRole('button', { name: /^One more / }).click();
  await expect(page.getByText('Only 1 left of this pack.')).toBeVisible();
  await expect(badge(page)).toContainText('1');
});

test('the pincode modal refuses a malformed or unserved pincode, and saves a served one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Select pincode' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Location' });
  const field = modal.getByRole('textbox', { name: 'Delivery pincode' });
  await field.fill('12ab');
  await modal.getByRole('button', { name: 'Check pincode' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter a valid pincode');
  await field.fill('999999');
  await modal.getByRole('button', { name: 'Check pincode' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Sorry, we do not deliver to 999999 yet.');
  await field.fill('560001');
  await modal.getByRole('button', { name: 'Check pincode' }).click();
  await expect(page.getByRole('button', { name: 'Deliver to 560001' })).toBeVisible();
});

test('applies and removes a coupon on the cart page; an expired one is refused clearly', async ({ page }) => {
  await page.goto('/products?s=price_desc');
  await page.locator('.product-list .product-card').first().getByRole('button', { name: /^Add to Cart: .+$/ }).click();
  await expect.poll(async () => (await (await page.request.get('/s/api/cart')).json()).quantity).toBe(1);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('EXPIRED5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon EXPIRED5 has expired.' })).toBeVisible();
  const before = await page.locator('dd.cart-total').textContent();
  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  await expect(page.locator('dd.cart-total')).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
  await expect(page.locator('dd.cart-total')).toHaveText(before ?? '');
});
