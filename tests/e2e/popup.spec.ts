import { expect, newPhone, signInByApi, test } from './support';

// Real time on purpose: the machine's exact timings are tested with fake timers in
// src/machines/popup.machine.test.ts; here the banner, its close button and storage are wired up.
test.describe.configure({ timeout: 60_000 });

test('the popup shows about 5 s after load on the home page, closes, and with once never shows again', async ({ page }) => {
  const started = Date.now();
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Offer' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  // The machine starts after navigation began, so 5 s is a hard lower bound.
  expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
  await offer.getByRole('button', { name: 'Close offer' }).click();
  await expect(offer).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  await page.waitForTimeout(7000);
  await expect(offer).toHaveCount(0);
});

test('the popup hides by itself after its duration, and never shows outside / and /products', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  await page.waitForTimeout(6500);
  const offer = page.getByRole('dialog', { name: 'Offer' });
  await expect(offer).toHaveCount(0);

  const started = Date.now();
  await page.goto('/');
  await expect(offer).toBeVisible({ timeout: 15_000 });
  const shown = Date.now();
  expect(shown - started).toBeGreaterThanOrEqual(5000);
  await expect(offer).toHaveCount(0, { timeout: 15_000 });
  // It stayed up for its duration (5 s), give or take the polling.
  expect(Date.now() - shown).toBeGreaterThanOrEqual(4000);
});

test('the popup never opens over another overlay: it waits for the cart panel to close (issue 18)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  await expect(panel).toBeVisible();
  await page.waitForTimeout(6500);
  const offer = page.getByRole('dialog', { name: 'Offer' });
  await expect(offer).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close Cart Summary' }).click();
  await expect(offer).toBeVisible({ timeout: 3000 });
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);
});

test('the popup never opens over an open menu: it waits for the account menu to close (issue 35)', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL as string, newPhone('8'), 'Menu Shopper');
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('button', { name: /Menu Shopper|Account/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(6500);
  const offer = page.getByRole('dialog', { name: 'Offer' });
  await expect(offer).toHaveCount(0);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(offer).toBeVisible({ timeout: 3000 });
});
