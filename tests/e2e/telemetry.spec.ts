import { gunzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { contentSecurityPolicy } from '../../server/security/content-security-policy';
import { CONSENT_COOKIE } from '../../contract/consent';
import { expect, holdAppCode, newPhone, signInByApi, test } from './support';

// A first visit: nobody has answered the analytics question yet.
test.use({
  analyticsConsent: 'pending',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
});

// PostHog drops events from a browser that names itself headless or automated (as a bot): these
// pages present as an ordinary Chrome, as a shopper's would.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
});

interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The analytics events the page sends to its own origin (answered here, so nothing reaches the server). */
async function recordAnalytics(page: Page) {
  const events: AnalyticsEvent[] = [];
  const requests: string[] = [];
  await page.route('**/s/ingest/**', async (route) => {
    requests.push(route.request().url());
    const body = route.request().postDataBuffer();
    if (body?.length) {
      // The SDK gzips its batches (magic bytes 1f 8b).
      const json = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString('utf8') : body.toString('utf8');
      const parsed: unknown = JSON.parse(json);
      events.push(...((Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed])) as AnalyticsEvent[]));
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' });
  });
  return { events, requests, names: () => events.map((e) => e.event) };
}

const pageviews = (events: AnalyticsEvent[]) => events.filter((e) => e.event === '$pageview').map((e) => e.properties.path);

test('nothing is captured before consent; after Allow, a pageview now and after each navigation, grouped by website', async ({ page }) => {
  const analytics = await recordAnalytics(page);
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Analytics consent' });
  await expect(banner).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('.consent-banner')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForTimeout(500);
  expect(analytics.requests).toEqual([]);
  // Without a DSN, the error-reporting SDK is never even downloaded.
  expect(scripts.filter((path) => /sentry/i.test(path))).toEqual([]);

  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => pageviews(analytics.events), { timeout: 15_000 }).toEqual(['/about']);
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Products' }).first().click();
  await expect.poll(() => pageviews(analytics.events), { timeout: 15_000 }).toEqual(['/about', '/products']);
  // A navigation that changes only the query (a search from the header) is a page view too (spec section 1).
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('atta');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=atta$/);
  await expect.poll(() => pageviews(analytics.events), { timeout: 15_000 }).toEqual(['/about', '/products', '/products']);
  const view = analytics.events.find((e) => e.event === '$pageview');
  expect(view?.properties.$groups).toEqual({ website: expect.any(String) });
  const group = analytics.events.find((e) => e.event === '$groupidentify');
  expect(group?.properties).toMatchObject({ $group_type: 'website', $group_set: { name: 'FreshKart', font_family: expect.any(String) } });
  // An anonymous visitor gets no person profile.
  expect(view?.properties.$process_person_profile).toBe(false);
  expect(analytics.requests.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);

  // The answer is remembered: no banner, and a pageview at start.
  await page.goto('/contact');
  await expect.poll(() => pageviews(analytics.events), { timeout: 15_000 }).toContain('/contact');
  await expect(page.getByRole('region', { name: 'Analytics consent' })).toHaveCount(0);
});

test("the banner comes with the first page, and Allow tapped before the page's code has loaded still counts", async ({ page }) => {
  const analytics = await recordAnalytics(page);
  const release = await holdAppCode(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Analytics consent' });
  await banner.getByRole('button', { name: 'Allow' }).click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  release();
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => pageviews(analytics.events), { timeout: 15_000 }).toEqual(['/products']);
  // The answer is in the cookie, so the server sends the next page without the banner.
  expect(await (await page.request.get('/about')).text()).not.toContain('id="consent-banner"');
});

test('No, thanks: nothing is captured, now or on later visits', async ({ page }) => {
  const analytics = await recordAnalytics(page);
  await page.goto('/products');
  await page.getByRole('region', { name: 'Analytics consent' }).getByRole('button', { name: 'No, thanks' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe('denied');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('region', { name: 'Analytics consent' })).toHaveCount(0);
  expect(analytics.requests).toEqual([]);
});

test('a signed-in visitor is identified; after sign-out the next visitor is anonymous again', async ({ page, baseURL }) => {
  const analytics = await recordAnalytics(page);
  const origin = new URL(baseURL as string).origin;
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: origin }]);
  await signInByApi(page, origin, newPhone('8'), 'Telemetry Shopper');
  await page.goto('/account');
  await expect.poll(() => analytics.names(), { timeout: 15_000 }).toContain('$identify');
  const identify = analytics.events.find((e) => e.event === '$identify');
  const userId = identify?.properties.distinct_id;
  expect(userId).toMatch(/^\d+$/);
  await expect.poll(() => pageviews(analytics.events), { timeout: 15_000 }).toContain('/account');
  expect(analytics.events.filter((e) => e.event === '$pageview').at(-1)?.properties.$process_person_profile).toBe(true);

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(`${origin}/`);
  await expect.poll(() => pageviews(analytics.events).at(-1), { timeout: 15_000 }).toBe('/');
  const after = analytics.events.filter((e) => e.event === '$pageview').at(-1);
  expect(after?.properties.distinct_id).not.toBe(userId);
  expect(after?.properties.$process_person_profile).toBe(false);
});

test('with a DSN, a page problem is reported once to Sentry with the page environment', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  // Same-origin DSN: the stand-in for Sentry's ingest host is answered here.
  const dsn = `${origin.replace('//', '//publickey@')}/9`;
  const envelopes: string[] = [];
  await page.route('**/api/9/envelope/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, body: '{}' });
  });
  // The page as the server writes it with SENTRY_DSN set (server test: tests/server/telemetry.test.ts).
  await page.route(
    (url) => url.pathname === '/products',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<meta name="sentry-dsn" content="${dsn}"></head>`);
      await route.fulfill({
        response,
        body: html,
        headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy(dsn) },
      });
    },
  );
  await page.route('**/s/api/page/data/about', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        version: 2,
        data: [
          { name: 'no-such-component', order: 1, data: {} },
          { name: 'no-such-component', order: 2, data: {} },
        ],
      }),
    }),
  );
  await page.goto('/products');
  await expect.poll(() => envelopes.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  const reports = () => envelopes.filter((body) => body.includes('Unknown component \\"no-such-component\\"'));
  await expect.poll(() => reports().length, { timeout: 15_000 }).toBe(1);
  expect(reports()[0]).toContain('"environment":"local"');
  // Traces are sampled at 100 %: the page's spans were sent too.
  await expect.poll(() => envelopes.some((body) => body.startsWith('{') && body.includes('"type":"span"')), { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(1000);
  expect(reports().length).toBe(1);
});
