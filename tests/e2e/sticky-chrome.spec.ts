import { expect, test } from './support';

// Issue 35: the desktop header scrolled away, and with five items in the cart "Proceed to checkout" sat
// at y≈1,300 px of the panel, its lines showing the unit price rather than what each line costs.
test.use({ viewport: { width: 1280, height: 900 } });

test('the header stays at the top of a scrolled desktop page', async ({ page }) => {
  await page.goto('/products');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const box = await page.getByRole('banner').boundingBox();
  expect(box?.y).toBe(0);
});

test('the cart panel keeps its total and checkout button in view, and each line says what it costs', async ({ page }) => {
  await page.goto('/products?s=price_desc');
  const cards = page.locator('.product-list .product-card');
  for (let i = 0; i < 5; i += 1)
    await cards
      .nth(i)
      .getByRole('button', { name: /^Add to Cart: / })
      .click();
  const first = cards.first();
  await first.getByRole('button', { name: /^One more / }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Cart/ })).toContainText('6');
  await banner.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  const checkout = panel.getByRole('link', { name: 'Proceed to checkout' }).or(panel.getByRole('button', { name: 'Proceed to checkout' }));
  await expect(checkout).toBeInViewport();
  await expect(panel.locator('.cart-checkout-bar')).toContainText(/Total\s*₹/);
  // The line with two of a pack: its price is twice the unit price, which is shown "each".
  const twice = panel.getByRole('listitem').filter({ hasText: 'each' });
  await expect(twice).toHaveCount(1);
  const rupees = async (selector: string) =>
    Number(((await twice.locator(selector).textContent()) ?? '').replace(/[^\d.]/g, '').replace(/\.$/, ''));
  expect(await rupees('.cart-item-price > .price')).toBeCloseTo(2 * (await rupees('.cart-item-unit')), 2);
});
