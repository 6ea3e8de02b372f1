import { expect, test } from './support';

test.use({ viewport: { width: 390, height: 320 } });

test('Back returns to the saved scroll position; a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  // Measured once the page is whole: under load the server may leave the page to the browser, whose
  // lazy parts show a placeholder of another height until their code is in.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.locator('.loading-placeholder')).toHaveCount(0);
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(bottom).toBeGreaterThan(200);
  await page.evaluate((y) => scrollTo(0, y), bottom);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(bottom);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(bottom);
});

test('a progress bar shows while the next page loads, and the old page stays until then', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/s/api/page/data/about', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('details start collapsed when a page mounts', async ({ page }) => {
  await page.route('**/s/api/page/data/faq-test', (route) =>
    route.fulfill({ json: { data: [{ name: 'heading', data: { title: 'Questions' } }], seo_title: 'FAQ' } }),
  );
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/faq-test');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  const openCount = await page.evaluate(async () => {
    const details = document.createElement('details');
    details.open = true;
    details.innerHTML = '<summary>Delivery times?</summary>Within the day.';
    document.querySelector('main')?.append(details);
    await new Promise((r) => setTimeout(r, 50));
    return document.querySelectorAll('main details[open]').length;
  });
  expect(openCount).toBe(0);
});
