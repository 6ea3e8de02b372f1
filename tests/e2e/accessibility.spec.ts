import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { callStore, dailyOrigin, expect, signInByApi, test } from './support';

/** Audits each page once it is ready; all pages are audited before the test says what it found. */
async function auditAll(page: Page, urls: string[], ready: (page: Page) => Promise<void>) {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await ready(page);
    found.push(...(await seriousViolations(page)).map((v) => `${new URL(url).pathname}: ${v}`));
  }
  expect(found).toEqual([]);
}

const settled = async (p: Page) => {
  await expect(p.locator('main')).toBeVisible();
  await expect(p.locator('main [role="status"]').filter({ hasText: 'Loading' })).toHaveCount(0);
};

test.describe('accessibility (axe, WCAG 2.2 AA): no serious or critical violations', () => {
  // Up to 16 pages each, with axe on every one, on a shared 2-core machine.
  test.setTimeout(300_000);

  test('public routes on both websites', async ({ page, baseURL }) => {
    const urls: string[] = [];
    for (const origin of [baseURL as string, dailyOrigin(baseURL)]) {
      await page.goto(`${origin}/products`);
      const product = await page.locator('.product-list .product-card h3 a').first().getAttribute('href');
      urls.push(
        ...['/', '/about', '/products', '/products?q=atta&s=price_asc', product as string, '/cart', '/auth/login', '/no-such-page'].map(
          (path) => `${origin}${path}`,
        ),
      );
    }
    await auditAll(page, urls, settled);
  });

  // A phone lays carousels out as scrolling tracks: what is fine at 1280 px may not be at 390 (issue 22's
  // editor check found a supplier track the keyboard could not reach).
  test('content pages at phone width on both websites', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const urls = [baseURL as string, dailyOrigin(baseURL)].flatMap((origin) =>
      ['/', '/about', '/contact'].map((path) => `${origin}${path}`),
    );
    await auditAll(page, urls, settled);
  });

  test('signed-in routes (a sales agent with an order)', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL as string, '9123456780');
    const [, address, list] = await callStore(page, [
      { method: 'GET', path: '/check/pincode/560001' },
      {
        method: 'POST',
        path: '/addresses',
        body: {
          name: 'Ravi Agent',
          phone: '9123456780',
          line1: '9 Brigade Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
      },
      { method: 'GET', path: '/products?perPage=1' },
    ]);
    const pack = (list as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] }).data[0]?.packs[0];
    const add = { pack_id: pack?.pack_id, warehouse_id: pack?.warehouse_id };
    const [, order] = await callStore(page, [
      { method: 'POST', path: '/cart/add', body: add },
      // Spec section 7: the order call as written, without an Idempotency-Key.
      {
        method: 'POST',
        path: '/order/create',
        body: { address_id: (address as { id: number }).id, payment: 'cod', offercode: '', note: '' },
      },
    ]);
    const { id, ordernumber } = order as { id: number; ordernumber: string };
    await callStore(page, [{ method: 'POST', path: '/cart/add', body: add }]);
    const paths = [
      '/account',
      '/account/orders',
      `/account/orders/${id}`,
      `/order/success/${ordernumber}`,
      '/account/addresses',
      '/account/details',
      '/account/wishlist',
      '/account/dashboard',
      '/checkout',
      '/auth/bos/choose',
      '/auth/bos/create',
    ];
    try {
      await auditAll(
        page,
        paths.map((path) => `${baseURL}${path}`),
        settled,
      );
    } finally {
      // An open cash order holds stock and counts toward the agent's two: a retry must find room.
      await callStore(page, [{ method: 'POST', path: `/order/cancel/${id}`, body: {} }]);
    }
  });

  test('the check sees a violation when there is one (control)', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/s/media/files/no-image.png';
      document.querySelector('main')?.append(img);
    });
    expect((await seriousViolations(page)).join('\n')).toContain('image-alt');
  });
});
