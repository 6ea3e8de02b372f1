import { expect, test } from './support';

test('the popup shows 5 s after load on the home page, closes, and with once never shows again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  // The popup's code loads lazily: let it arrive before moving the clock.
  await page.waitForLoadState('networkidle');
  const offer = page.getByRole('complementary', { name: 'Offer' });
  await page.clock.runFor(4000);
  await expect(offer).toHaveCount(0);
  await page.clock.runFor(1500);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Close offer' }).click();
  await expect(offer).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(20_000);
  await expect(offer).toHaveCount(0);
});

test('the popup hides by itself after its duration, and never shows outside / and /products', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('complementary', { name: 'Offer' })).toHaveCount(0);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(5500);
  await expect(page.getByRole('complementary', { name: 'Offer' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByRole('complementary', { name: 'Offer' })).toHaveCount(0);
});
