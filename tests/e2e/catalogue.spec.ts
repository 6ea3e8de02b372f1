import type { Page } from '@playwright/test';
import { dailyOrigin, expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

interface ListAnswer {
  data: { product_name: string; slug: string; brand_slug: string; brand_name: string }[];
  meta: { total: number };
}

/** What the server answers for a list query, to compare the page against. */
async function apiList(page: Page, query: string, origin?: string): Promise<ListAnswer> {
  const response = await page.request.get(`/s/api/products?${query}`, origin ? { headers: { 'x-web-url': origin } } : {});
  return response.json() as Promise<ListAnswer>;
}

const cards = (page: Page) => page.locator('.product-list .product-card-name');
const countText = (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'product' : 'products'}`;

for (const site of ['freshkart', 'daily'] as const) {
  test(`${site}: searching from the header lists the matching products, tolerating a typo`, async ({ page, baseURL }) => {
    const origin = site === 'daily' ? dailyOrigin(baseURL) : baseURL;
    await page.goto(`${origin}/`);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill('  atta ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=atta$/);
    await expect(page.getByRole('heading', { name: 'Results for “atta”' })).toBeVisible();
    const expected = await apiList(page, 'q=atta&perPage=24', origin);
    expect(expected.meta.total).toBeGreaterThan(0);
    await expect(page.getByText(countText(expected.meta.total), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveText(expected.data.map((p) => p.product_name));

    // On the list the field is the same search: Enter searches again.
    await box.fill('ata');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=ata$/);
    await expect(cards(page).first()).toContainText(/atta/i);
  });
}

test('the category filter modal filters the list; the chips remove filters; Reset All shows everything', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Category Filter' });
  await modal.getByRole('checkbox', { name: 'Rice' }).check();
  await expect(modal.getByRole('checkbox', { name: 'Staples' })).toHaveJSProperty('indeterminate', true);
  await modal.getByRole('checkbox', { name: 'Sona Mills' }).check();
  await modal.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/products\?c=rice&b=sona-mills$/);
  const expected = await apiList(page, 'c=rice&b=sona-mills');
  await expect(page.getByText(countText(expected.meta.total), { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveText(expected.data.map((p) => p.product_name));
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await chips.getByRole('button', { name: 'Remove filter Sona Mills' }).click();
  await expect(page).toHaveURL(/\/products\?c=rice$/);

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(modal.getByRole('checkbox', { name: 'Rice' })).toBeChecked();
  await modal.getByRole('button', { name: 'Reset All' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(countText(520), { exact: true })).toBeVisible();
});

test('sorting and paging load the right products; Back restores the previous results and scroll position', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText(countText(520), { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/products\?s=price_asc$/);
  const first = await apiList(page, 's=price_asc&perPage=24');
  await expect(cards(page)).toHaveText(first.data.map((p) => p.product_name));

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => scrollY);
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?s=price_asc&page=2$/);
  const second = await apiList(page, 's=price_asc&perPage=24&page=2');
  await expect(cards(page)).toHaveText(second.data.map((p) => p.product_name));
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect(second.data.map((p) => p.slug)).not.toContain(first.data[0]?.slug);

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?s=price_asc$/);
  await expect(cards(page)).toHaveText(first.data.map((p) => p.product_name));
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled);
  await page.goForward();
  await expect(cards(page)).toHaveText(second.data.map((p) => p.product_name));
});

test('an empty result offers to clear the filters', async ({ page }) => {
  await page.goto('/products?q=zzzqqqxxx');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(countText(520), { exact: true })).toBeVisible();
});

test('a product opens with its images, packs, brand link, related products, head and JSON-LD', async ({ page }) => {
  await page.goto('/products?q=atta');
  const name = (await cards(page).first().textContent()) ?? '';
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop() as string;
  const product = await (await page.request.get(`/s/api/products/${slug}`)).json();

  await expect(page).toHaveTitle(`${name} | FreshKart`);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', new RegExp(product.medias[0].src.split('/').pop()));
  await expect(page.getByRole('link', { name: product.brand_name, exact: true })).toHaveAttribute(
    'href',
    `/products?b=${product.brand_slug}`,
  );
  const packs = page.getByRole('group', { name: 'Choose a pack' }).getByRole('radio');
  await expect(packs).toHaveCount(product.packs.length);
  await expect(packs.first()).toBeChecked();
  await expect(
    page.locator('.product-page-actions').getByRole('button', { name: `Add to Cart: ${name} (${product.packs[0].pack_name})` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You may also like' }).locator('.product-card').first()).toBeAttached();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name, brand: { name: product.brand_name }, offers: { priceCurrency: 'INR' } });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${product.medias[0].src}$`));

  await page.getByRole('link', { name: product.brand_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?b=${product.brand_slug}$`));
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText(product.brand_name);
});

test('an unknown product slug shows a 404 page with a way back', async ({ page }) => {
  const response = await page.goto('/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'browse all products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(countText(520), { exact: true })).toBeVisible();
});

test('a malformed product answer shows a friendly error, never a blank page', async ({ page }) => {
  await page.goto('/products');
  const slug = await cards(page).first().getByRole('link').getAttribute('href');
  await page.route('**/s/api/products/*', (route) => route.fulfill({ json: { product_id: 'not a number', packs: 'none' } }));
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${slug}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'We couldn’t load this product' })).toBeVisible();
  await page.unroute('**/s/api/products/*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('group', { name: 'Choose a pack' })).toBeVisible();
});
