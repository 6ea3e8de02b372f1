import { dailyOrigin, expect, test } from './support';

// Issue 35 items 6 and 7, as a shopper on a phone reads them: the demo promises only what the store
// does (tests/server/demo-copy.test.ts holds every sentence of it to fixtures/delivery.json).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('Daily Basket’s home promises no subscription, and its delivery banner says the per-shipment rule', async ({ page, baseURL }) => {
  await page.goto(`${dailyOrigin(baseURL)}/`);
  const main = page.getByRole('main');
  await expect(main.getByText('Your weekly basket')).toBeAttached();
  await expect(main).not.toContainText(/subscri/i);
  await expect(main.getByText('Free delivery over ₹499')).toBeVisible();
  await expect(main.getByText(/Bulk packs \(5 kg and more\) come by courier, free over ₹999\./)).toBeAttached();
});

test('FreshKart’s FAQ gives the real order cut-off for the evening slot', async ({ page }) => {
  await page.goto('/');
  await page.getByText('When will my order arrive?').tap();
  await expect(page.getByText('Order by 4 pm for the same evening’s slot, 5–8 pm;', { exact: false })).toBeVisible();
});
