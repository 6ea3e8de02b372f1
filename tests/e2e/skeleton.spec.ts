import { dailyOrigin, demoProducts, expect, test } from './support';

test('the home page of each website shows its own name and theme colour', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'FreshKart' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(11, 110, 53)');

  await page.goto(`${dailyOrigin(baseURL)}/`);
  await expect(page.getByRole('link', { name: 'Daily Basket' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Good morning from Daily Basket' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(154, 52, 18)');
  await expect(page.getByText(`© ${new Date().getFullYear()} Daily Basket. All rights reserved.`)).toBeVisible();
});

test('first paint needs no API call: the page comes with its boot payload', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/s/api/')) apiCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  await page.goto('/about/');
  await expect(page.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('a deep link to a product loads, with the product in the title', async ({ page }) => {
  const product = demoProducts('freshkart')[3];
  if (!product) throw new Error('no demo product');
  const response = await page.goto(`/products/${product.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${product.name} | FreshKart`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('a login-only route redirects to /auth/login and records the wanted path', async ({ page }) => {
  await page.goto('/account/orders?page=2');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('auth.redirect'))).toBe('/account/orders?page=2');
  await expect(page).toHaveTitle('Sign in | FreshKart');
});

test('the page title and og:title are in the served HTML', async ({ request, baseURL }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<title>FreshKart — groceries delivered</title>');
  expect(home).toContain('<meta property="og:title" content="FreshKart — groceries delivered">');
  // Node does not resolve *.localhost as Chromium does: a crawler's request carries the Host header.
  const daily = await (await request.get('/about', { headers: { host: new URL(dailyOrigin(baseURL)).host } })).text();
  expect(daily).toContain('<title>About Daily Basket</title>');
  expect(daily).toContain('<meta property="og:title" content="About Daily Basket">');
});

test('navigating keeps the head in step and shows not-found for unknown paths', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  await expect(page).toHaveTitle('About FreshKart');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About FreshKart');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('without a boot payload and with the API down, the store shows Retry and recovers', async ({ page }) => {
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="boot">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  let apiUp = false;
  await page.route('**/s/api/**', (route) => (apiUp ? route.fallback() : route.abort()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We couldn’t load the store' })).toBeVisible();
  apiUp = true;
  await page.getByRole('button', { name: 'Retry' }).click();
  // The slowest path there is: init, then page data, then the renderers, with no boot payload.
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible({ timeout: 15_000 });
});

test('the website font loads without blocking: the page renders when the font service is unreachable', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  await expect(page.locator('link[data-web-font]')).toHaveAttribute('href', /family=Inter:wght@400;500;600;700;800&display=swap/);
  await page.goto(`${dailyOrigin(baseURL)}/`);
  await expect(page.getByRole('heading', { name: 'Good morning from Daily Basket' })).toBeVisible();
  await expect(page.locator('link[data-web-font]')).toHaveAttribute('href', /family=Poppins:wght@400;500;600;700;800&display=swap/);
  const stack = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-family'));
  expect(stack).toMatch(/^"Poppins", system-ui/);
});

test('a full-width route skips the centred container', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('main')).toHaveClass(/main-full/);
  await page.goto('/cart');
  await expect(page.locator('main')).toHaveClass(/main-contained/);
});
