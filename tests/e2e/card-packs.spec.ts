import { expect, test } from './support';

// Issue 35 item 3: "Add" on a card added the first pack whatever the shopper meant, the stepper never
// said which pack it counted, and a product whose second pack was in the cart still showed Add.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a card adds the pack the shopper picks, its stepper names that pack, and the card shows which packs are in the cart', async ({
  page,
}) => {
  await page.goto('/products?c=staples');
  const card = page
    .locator('.product-list .product-card')
    .filter({ has: page.getByRole('group', { name: /^Pack of / }) })
    .first();
  const name = (await card.locator('.product-card-name').textContent()) ?? '';
  const packs = card.getByRole('radio');
  const second = (await card.locator('.card-pack .pack-name').nth(1).textContent()) ?? '';
  await expect(packs.first()).toBeChecked();
  await card.locator('.card-pack').nth(1).tap();
  await expect(packs.nth(1)).toBeChecked();
  await card.getByRole('button', { name: `Add to Cart: ${name} (${second})` }).tap();
  const stepper = card.getByRole('group', { name: `Quantity of ${name} (${second})` });
  await expect(stepper.getByRole('status')).toHaveText(`1${second}`);
  await expect(packs.nth(1)).toHaveAccessibleName(/1 in cart/);
  await expect
    .poll(async () => (await (await page.request.get('/s/api/cart')).json()).items.map((i: { pack: string }) => i.pack))
    .toEqual([second]);

  // After a reload the card still shows the pack the cart holds, not Add for the first pack.
  await page.reload();
  await expect(card.getByRole('group', { name: `Quantity of ${name} (${second})` })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);

  // The first pack is a second line of its own.
  await card.locator('.card-pack').first().tap();
  const first = (await card.locator('.card-pack .pack-name').first().textContent()) ?? '';
  await card.getByRole('button', { name: `Add to Cart: ${name} (${first})` }).tap();
  await expect(card.getByRole('group', { name: `Quantity of ${name} (${first})` })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/s/api/cart')).json()).quantity).toBe(2);
  await page.getByRole('link', { name: /2 items · ₹/ }).tap();
  const lines = page.getByRole('main').locator('.cart-items > li');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: name })).toHaveCount(2);
  await expect(lines.getByText(second, { exact: true })).toBeVisible();
  await expect(lines.getByText(first, { exact: true })).toBeVisible();
});
