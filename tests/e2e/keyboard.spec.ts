import type { Locator, Page } from '@playwright/test';
import { expect, newPhone, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'Offer' });
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    // The store's popup (a modal, 5 s after load) takes the focus: a keyboard user closes it with Escape.
    if (await offer.isVisible()) await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('keyboard only: from the home page to a placed order', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const banner = page.getByRole('banner');

  await tabTo(page, banner.getByRole('button', { name: /pincode|Deliver to/ }));
  await page.keyboard.press('Enter');
  const location = page.getByRole('dialog', { name: 'Change Location' });
  await tabTo(page, location.getByRole('textbox', { name: 'Delivery pincode' }));
  await page.keyboard.type('560001');
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'Deliver to 560001' })).toBeVisible();

  await tabTo(
    page,
    page
      .locator('main .product-card')
      .getByRole('button', { name: /^Add to Cart: .+$/ })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: /Cart/ })).toContainText('1');

  await tabTo(page, banner.getByRole('button', { name: /Cart/ }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  await tabTo(page, panel.getByRole('link', { name: 'Proceed to checkout' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await tabTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
  const phone = newPhone('7');
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await tabTo(page, page.getByRole('textbox', { name: '6-digit code' }));
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await tabTo(page, page.getByRole('textbox', { name: 'Your name' }));
  await page.keyboard.type('Keyboard Shopper');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.locator('.address-form');
  const fields: [string, string][] = [
    ['Full name', 'Keyboard Shopper'],
    ['Mobile number', phone],
    ['Pincode', '560001'],
    ['Address line 1', '3 Lavelle Road'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  // City and state follow the pincode; the State list answers the keyboard too.
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
  await tabTo(page, form.getByRole('button', { name: 'Save address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Keyboard Shopper/ })).toBeChecked();
  await tabTo(page, page.getByRole('radio', { name: 'Cash on delivery' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
});
