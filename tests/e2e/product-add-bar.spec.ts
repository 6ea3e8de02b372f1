import { demoProducts, expect, test } from './support';

// Issue 35: on a phone, Add to Cart sat below the fold of the product page. It is held at the bottom of
// the screen, saying which pack it adds and for how much, and stays above the cart bar once there is one.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the phone product page keeps Add to Cart in view with the chosen pack and its price', async ({ page }) => {
  const product = demoProducts('freshkart').find((p) => p.packs.length > 1)!;
  await page.goto(`/products/${product.slug}`);
  const bar = page.locator('.product-page-actions');
  const add = bar.getByRole('button', { name: /^Add to Cart/ });
  await expect(add).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText(product.packs[0]!.name);
  await page
    .getByRole('group', { name: 'Choose a pack' })
    .getByRole('radio', { name: new RegExp(`^${product.packs[1]!.name}`) })
    .check();
  await expect(bar).toContainText(product.packs[1]!.name);
  await add.tap();
  await expect(page.getByRole('link', { name: /1 item/ })).toBeVisible();
  // The bar sits above the cart bar, not under it.
  const [barBox, cartBox] = [await bar.boundingBox(), await page.locator('.cart-bar').boundingBox()];
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(cartBox!.y + 1);
});
