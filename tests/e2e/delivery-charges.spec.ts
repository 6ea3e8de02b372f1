import { callStore, expect, test } from './support';

// Issue 35 item 6: ₹755 of items split into a courier and a city shipment were charged ₹80 with no
// breakdown, under banners saying "Free delivery over ₹499". The totals now show each shipment's charge
// and the rule that priced it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Listed {
  data: { product_name: string; packs: { pack_id: number; pack_name: string; price: number; warehouse_id: number }[] }[];
}

test('a cart of a city and a courier shipment shows each one’s delivery charge and its rule', async ({ page }) => {
  await page.goto('/cart');
  const [, listed] = await callStore(page, [
    { method: 'GET', path: '/check/pincode/560001' },
    { method: 'GET', path: '/products?q=atta&perPage=96&s=price_asc' },
  ]);
  const packs = (listed as Listed).data.flatMap((p) => p.packs);
  // A bulk pack goes by courier (5 kg / 5 l and more); a cheap small pack from the city warehouse.
  const bulk = packs.find((p) => /^(5|10) (kg|l)$/.test(p.pack_name) && p.price < 900);
  const small = packs.find((p) => p.warehouse_id !== bulk?.warehouse_id && p.price < 200);
  expect(bulk, 'the demo sells a 5 kg pack of atta under ₹900').toBeDefined();
  expect(small).toBeDefined();
  await callStore(page, [
    { method: 'POST', path: '/cart/add', body: { pack_id: bulk?.pack_id, warehouse_id: bulk?.warehouse_id } },
    { method: 'POST', path: '/cart/add', body: { pack_id: small?.pack_id, warehouse_id: small?.warehouse_id } },
  ]);
  await page.reload();
  const totals = page.getByRole('main').locator('.cart-totals');
  const row = (name: RegExp) => totals.getByRole('term').filter({ hasText: name });
  await expect(row(/^Bengaluru central · free over ₹499$/)).toBeVisible();
  await expect(row(/^Courier · free over ₹999$/)).toBeVisible();
  await expect(row(/^Bengaluru central/).locator('xpath=following-sibling::dd[1]')).toHaveText('₹40');
  await expect(row(/^Courier/).locator('xpath=following-sibling::dd[1]')).toHaveText('₹50');
  await expect(row(/^Delivery charge$/).locator('xpath=following-sibling::dd[1]')).toHaveText('₹90');
});
