import { expect, test } from './support';

// Issue 35: Android Back (history back) left the page while the cart panel, the menu drawer or a modal
// was open; it closes the overlay instead, and the page stays where it was.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('Back closes the menu drawer, the cart panel and the pincode modal, and the page stays', async ({ page }) => {
  await page.goto('/products');
  await page.goto('/products?s=price_desc');
  const banner = page.getByRole('banner');

  await banner.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/products\?s=price_desc$/);

  // The cart panel, and the pincode modal opened from it: Back closes the modal first, then the panel.
  await banner.getByRole('button', { name: /^Cart/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  await expect(panel).toBeVisible();
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/products\?s=price_desc$/);

  await banner
    .getByRole('button', { name: /pincode|Deliver/i })
    .first()
    .tap();
  const modal = page.getByRole('dialog', { name: 'Change Location' });
  await expect(modal).toBeVisible();
  await page.goBack();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/products\?s=price_desc$/);

  // Closed by its own ×, an overlay takes its history entry with it: one Back then leaves the page.
  await banner.getByRole('button', { name: 'Open menu' }).tap();
  await menu.getByRole('button', { name: 'Close Menu' }).tap();
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});
