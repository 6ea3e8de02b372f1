import { join } from 'node:path';
import { readBuild } from '../../scripts/build-manifest';
import { dailyOrigin, expect, test } from './support';

test('the demo home shows its hero slider, carousels and banners', async ({ page, baseURL }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('link', { name: /Seasonal fruit, picked ripe/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: 'Staples' })).toBeVisible();
  const deals = page.getByRole('region', { name: 'Deals of the day' });
  // A carousel starts with its widest view (5 cards) and one more, in the served page too; the rest
  // come when the shopper reaches for it (or autoplay moves it).
  const served = await (await page.request.get('/')).text();
  expect(served.match(/<article class="product-card"/g)).toHaveLength(12); // two carousels of twelve, six each
  await deals.hover();
  await expect(deals.getByRole('article')).toHaveCount(12);
  await expect(deals.getByRole('group').last()).toHaveAttribute('aria-label', '12 of 12');
  await expect(deals.locator('s.price-was').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cooking oils Cold pressed, from ₹150' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Brands we love' })).toBeVisible();
  // FAQ answers start collapsed.
  await expect(page.getByText('Order by 4 pm for the same evening’s slot')).toBeHidden();
  await page.getByText('When will my order arrive?').click();
  await expect(page.getByText('Order by 4 pm for the same evening’s slot')).toBeVisible();
  // JSON-LD is in the served head.
  const ld = await page.locator('script#page-ld').textContent();
  expect(JSON.parse(ld ?? '{}')['@type']).toBe('GroceryStore');

  await page.goto(`${dailyOrigin(baseURL)}/`);
  await expect(page.getByRole('heading', { name: 'Morning essentials' })).toBeVisible();
  await expect(page.locator('.product-grid').getByRole('article')).toHaveCount(8);
});

test('a product card leads to its product page', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Deals of the day' }).getByRole('article').first();
  const name = await card.getByRole('heading').textContent();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page).toHaveTitle(`${name} | FreshKart`);
});

test('a broken component leaves the rest of the page intact', async ({ page }) => {
  await page.route('**/s/api/page/data/broken-page', (route) =>
    route.fulfill({
      json: {
        version: 2,
        data: [
          { name: 'heading', data: { title: 'Before the broken ones' } },
          { name: 'no-such-component', data: {} },
          { name: 'hero-slider', data: { slides: 'not a list' } },
          { name: 'banner', data: { image: 42 } },
          { name: 'faq', data: { items: [{ question: 'Q?' }] } },
          { name: 'heading', data: { title: 'After the broken ones' } },
        ],
      },
    }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/broken-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Before the broken ones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'After the broken ones' })).toBeVisible();
  // Production build: isolated components render nothing.
  await expect(page.locator('.component-problem')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toBeVisible();
  expect(errors).toEqual([]);
});

test('store CSS applies, scoped, with anything that would load or leak removed', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.endsWith('localhost')) external.push(request.url());
  });
  await page.route('**/s/api/page/data/styled', (route) =>
    route.fulfill({
      json: {
        version: 2,
        data: [{ name: 'heading', data: { title: 'Styled page' } }],
        css: '@import url(https://evil.example/x.css); .heading h2 { color: rgb(1, 2, 3); background: url(https://evil.example/leak) } body { background: \\75 rl(https://evil.example/b) }',
      },
    }),
  );
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/styled');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const heading = page.getByRole('heading', { name: 'Styled page' });
  await expect(heading).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(heading).toHaveCSS('background-image', 'none');
  expect(external.filter((url) => url.includes('evil.example'))).toEqual([]);
});

test('the served page lists the renderer chunks it uses, to load once it is shown, and they exist', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Where the build put each module (grouped ones too: scripts/chunk-groups.ts).
  const { manifest, keyOf } = readBuild(join(process.cwd(), 'dist'));
  const fileOf = (key: string | undefined) => `/${manifest[key ?? '']?.file}`;
  // Only the entry's own imports are preloaded; the page's modules are loaded once it is shown.
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(preloaded).toEqual((manifest['index.html']?.imports ?? []).map(fileOf));
  const hrefs = JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
  expect(hrefs).toContain(fileOf(keyOf.get('registry/hero-slider/HeroSlider.tsx')));
  expect(hrefs).toContain(fileOf(keyOf.get('src/generated/validators/hero-slider.js')));
  // The blocks are one file (scripts/chunk-groups.ts): a renderer, its validator and another type's renderer.
  expect(
    new Set(
      ['registry/hero-slider/HeroSlider.tsx', 'src/generated/validators/hero-slider.js', 'registry/faq/Faq.tsx'].map((m) =>
        fileOf(keyOf.get(m)),
      ),
    ).size,
  ).toBe(1);
  expect(hrefs.length).toBeLessThanOrEqual(8);
  // Not on the home page: the screens' chunk.
  expect(fileOf(keyOf.get('registry/screen/Screen.tsx'))).toMatch(/^\/assets\/.+\.js$/);
  expect(hrefs).not.toContain(fileOf(keyOf.get('registry/screen/Screen.tsx')));
  for (const href of [...preloaded, ...hrefs]) expect((await request.get(href)).status(), href).toBe(200);
});
