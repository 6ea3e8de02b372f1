import { callStore, expect, signInByApi, test } from './support';

// Issue 18: account pages scrolled sideways on a phone (421 px, the agent dashboard 492 px). No page
// may be wider than the screen at 320, 390 or 768 px: public pages and a sales agent's own pages, signed in.
const WIDTHS = [320, 390, 768];

test('no page scrolls sideways at 320, 390 or 768 px', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.goto('/products');
  const product = await page.locator('.product-list .product-card h3 a').first().getAttribute('href');
  const publicPages = [
    '/',
    '/about',
    '/contact',
    '/products',
    '/products?c=staples&s=price_asc',
    product as string,
    '/cart',
    '/auth/login',
    '/no-such-page',
  ];
  await signInByApi(page, baseURL as string, '9123456780');
  const [, , list] = await callStore(page, [
    { method: 'GET', path: '/check/pincode/560001' },
    {
      method: 'POST',
      path: '/addresses',
      body: {
        name: 'Ravi Agent with a rather long name',
        phone: '9123456780',
        line1: '9 Brigade Road, opposite the very long named landmark',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    },
    { method: 'GET', path: '/products?perPage=1' },
  ]);
  const first = (list as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] }).data[0]?.packs[0];
  await callStore(page, [{ method: 'POST', path: '/cart/add', body: { pack_id: first?.pack_id, warehouse_id: first?.warehouse_id } }]);
  const signedIn = [
    '/account',
    '/account/orders',
    '/account/addresses',
    '/account/details',
    '/account/wishlist',
    '/account/dashboard',
    '/checkout',
    '/cart',
  ];

  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...publicPages, ...signedIn]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('main [role="status"]').filter({ hasText: 'Loading' })).toHaveCount(0);
      // The address form with its State list open counts too (its longest state once widened the page).
      if (path === '/account/addresses') {
        await page.getByRole('button', { name: 'Add a new address' }).click();
        await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible();
      }
      const { scrollWidth, culprit } = await page.evaluate(() => {
        // The innermost element reaching past the screen's right edge, to say what to fix.
        const past = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1);
        const inner = past.find((e) => !past.some((other) => other !== e && e.contains(other)));
        return {
          scrollWidth: document.documentElement.scrollWidth,
          culprit: inner
            ? `${inner.tagName.toLowerCase()}.${String(inner.className).split(' ')[0]} "${(inner.textContent ?? '').slice(0, 40)}"`
            : '',
        };
      });
      if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px wide (${culprit})`);
    }
  }
  expect(wide).toEqual([]);
});
