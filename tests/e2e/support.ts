import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test as base, type Browser, type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { catalogueSeed, generateProducts } from '../../server/seed/generate-products';
import { DEFAULT_PRODUCT_COUNT } from '../../server/seed/seed-database';
import { loadBrands } from '../../server/seed/fixtures';
import { CONSENT_COOKIE } from '../../contract/consent';

/** The demo catalogue of a website, exactly as the seed made it. */
export function demoProducts(websiteSlug: 'freshkart' | 'daily') {
  return generateProducts(DEFAULT_PRODUCT_COUNT, loadBrands(), catalogueSeed(websiteSlug));
}

/** Origin of the second demo website (Chromium resolves *.localhost to loopback). */
export function dailyOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://localhost:8181');
  url.hostname = 'daily.localhost';
  return url.origin;
}

/**
 * Every test: requests to other hosts (web fonts, anything) are aborted, as offline; and the page must
 * end without a Content-Security-Policy violation (every flow runs under the server's policy). Visitors
 * have answered the analytics question (`No, thanks`) unless a test asks for a first visit
 * (`test.use({ analyticsConsent: 'pending' })`), so the banner covers nothing a journey clicks.
 */
export const test = base.extend<{
  analyticsConsent: 'pending' | 'denied';
  consentAnswered: void;
  noOtherHosts: void;
  noPolicyViolations: void;
  waitForHydration: void;
}>({
  analyticsConsent: ['denied', { option: true }],
  consentAnswered: [
    async ({ context, baseURL, analyticsConsent }, use) => {
      if (analyticsConsent === 'denied') {
        await context.addCookies([baseURL, dailyOrigin(baseURL)].map((url) => ({ name: CONSENT_COOKIE, value: 'denied', url })));
      }
      await use();
    },
    { auto: true },
  ],
  noOtherHosts: [
    async ({ page }, use) => {
      await page.route(
        (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
        (route) => route.abort(),
      );
      await use();
    },
    { auto: true },
  ],
  // Pages arrive server-rendered and their code loads once they are shown (src/start.ts); a click that
  // lands before then falls through to the browser (a link) or is lost (a button). Journeys act as a
  // shopper who waits for the page: every full load waits until the app has started (`data-app` on
  // <html>) and the network is quiet. tests/e2e/server-rendering.spec.ts checks the page before that.
  waitForHydration: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) return use();
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const started = async <T>(response: T, waitUntil: unknown): Promise<T> => {
        if (waitUntil === undefined) {
          await appStarted(page);
          await quietNetwork(page);
        }
        return response;
      };
      page.goto = async (url, options) => started(await goto(url, { waitUntil: 'load', ...options }), options?.waitUntil);
      page.reload = async (options) => started(await reload({ waitUntil: 'load', ...options }), options?.waitUntil);
      await use();
    },
    { auto: true },
  ],
  noPolicyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Resolves once the page's app has started (src/start.ts): for a page the app itself loaded in full
 * (after signing in, say), where a click could land before the page's code has even been asked for.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}

/** Holds back the app module (src/main.tsx's chunk) until the returned function is called: the page is then shown but its code not in. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once no request of the page has been open for `quietMs` (the app's first API calls are done). */
async function quietNetwork(page: Page, quietMs = 300, limitMs = 10_000): Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const opened = () => {
    open += 1;
    lastChange = Date.now();
  };
  const closed = () => {
    open = Math.max(0, open - 1);
    lastChange = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    const until = Date.now() + limitMs;
    while (Date.now() < until && (open > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(50);
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}

/** One call of the store API (path after /s/api). */
export interface StoreCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls the store API from inside the page, so the calls carry the site's own cookies and XSRF token
 * as the store's would; in order, failing the test on the first refusal. Answers the bodies.
 */
export async function callStore(page: Page, calls: StoreCall[]): Promise<unknown[]> {
  const result: { problem?: string; bodies?: unknown[] } = await page.evaluate(async (list) => {
    const xsrf = () =>
      decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
    const bodies: unknown[] = [];
    for (const { method, path, body, headers } of list) {
      const response = await fetch(`/s/api${path}`, {
        method,
        credentials: 'include',
        headers: { 'x-web-url': location.origin, 'content-type': 'application/json', 'x-xsrf-token': xsrf(), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) return { problem: `${method} ${path}: ${response.status} ${await response.text()}` };
      bodies.push(await response.json());
    }
    return { bodies };
  }, calls);
  expect(result.problem ?? null).toBeNull();
  return result.bodies ?? [];
}

/** Signs a phone in with the demo OTP through the API (the UI path has its own tests); a new phone is registered as `name`. */
export async function signInByApi(page: Page, origin: string, phone: string, name = 'Demo Shopper'): Promise<void> {
  await page.goto(`${origin}/cart`);
  await callStore(page, [{ method: 'GET', path: '/cookie' }]);
  // A seeded phone (the sales agent's) is signed in by several files at once: a code asked for moments
  // ago makes the server say how long to wait before the next, which is waited out here.
  for (let attempt = 0; ; attempt += 1) {
    const wait = await page.evaluate(
      async (body) => {
        const xsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
        const response = await fetch('/s/api/auth/otp', {
          method: 'POST',
          headers: { 'x-web-url': location.origin, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
          body: JSON.stringify(body),
        });
        if (response.ok) return 0;
        const text = await response.text();
        const seconds = response.status === 429 ? /Please wait (\d+) seconds/.exec(text)?.[1] : undefined;
        return seconds ? Number(seconds) : `POST /auth/otp: ${response.status} ${text}`;
      },
      { phone },
    );
    expect(typeof wait === 'number' && (wait === 0 || attempt < 3), `asking a code for ${phone}: ${wait}`).toBe(true);
    if (wait === 0) break;
    await page.waitForTimeout((wait as number) * 1000 + 500);
  }
  const [verified] = await callStore(page, [{ method: 'POST', path: '/auth/verify', body: { phone, otp: '123456' } }]);
  if (!(verified as { registered: boolean }).registered)
    await callStore(page, [{ method: 'POST', path: '/auth/register', body: { name, email: '' } }]);
}

/** A phone number no seeded user has, different on every call. */
export function newPhone(first: '6' | '7' | '8' | '9' = '6'): string {
  return `${first}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Fills the address form's own fields (city and state follow the pincode). */
export async function fillAddressForm(
  form: Locator,
  address: { name: string; phone: string; pincode: string; line1: string },
): Promise<void> {
  await form.getByRole('textbox', { name: 'Full name' }).fill(address.name);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(address.phone);
  await form.getByRole('textbox', { name: 'Pincode' }).fill(address.pincode);
  await form.getByRole('textbox', { name: 'Address line 1' }).fill(address.line1);
}

/** Opens "Add Products In Wishlist" from the first product card on the page (a signed-in shopper's). */
export async function openWishlistModal(page: Page): Promise<void> {
  await page
    .locator('main .product-card')
    .first()
    .getByRole('button', { name: /wishlist/ })
    .click();
}

/**
 * A phone signed in on `baseURL`: its cookies. One sign-in serves every file and every retry of the run
 * (kept in the temporary folder, checked against GET /s/api/profile before use): a phone gets one code
 * per 30 s and five an hour from one address, and five files sign the demo's staff in.
 */
export async function signedInCookies(browser: Browser, baseURL: string, phone: string): Promise<Cookie[]> {
  const kept = join(tmpdir(), 'storefront-e2e-sign-ins', `${new URL(baseURL).host.replace(/\W/g, '_')}-${phone}.json`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    for (let attempt = 0; ; attempt++) {
      const earlier = await keptCookies(kept);
      if (earlier) {
        await context.addCookies(earlier);
        if ((await page.request.get(`${baseURL}/s/api/profile`)).ok()) return earlier;
        await context.clearCookies();
      }
      const status = await signIn(page, baseURL, phone);
      if (status === 200) break;
      // Another worker signed the same phone in moments ago: wait out the 30 s between codes, then use its sign-in.
      expect(status === 429 && attempt < 2, `signing ${phone} in: ${status}`).toBe(true);
      await page.waitForTimeout(31_000);
    }
    const signed = await context.cookies();
    await mkdir(dirname(kept), { recursive: true });
    await writeFile(kept, JSON.stringify(signed));
    return signed;
  } finally {
    await context.close();
  }
}

async function keptCookies(file: string): Promise<Cookie[] | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Cookie[];
  } catch {
    return undefined;
  }
}

/** Asks for a code and gives it (the demo's code outside production): the status of the first refusal, or 200. */
async function signIn(page: Page, baseURL: string, phone: string): Promise<number> {
  await page.goto(`${baseURL}/s/api/init`);
  return page.evaluate(async (phone) => {
    const headers = { 'x-web-url': location.origin, 'content-type': 'application/json' };
    await fetch('/s/api/cookie', { headers });
    const xsrf = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice(11) ?? '',
    );
    const send = (path: string, body: unknown) =>
      fetch(path, { method: 'POST', headers: { ...headers, 'x-xsrf-token': xsrf }, body: JSON.stringify(body) });
    const asked = await send('/s/api/auth/otp', { phone });
    if (!asked.ok) return asked.status;
    return (await send('/s/api/auth/verify', { phone, otp: '123456' })).status;
  }, phone);
}

/**
 * As a superadmin signed in on `page`'s website: the address that enters another website signed in
 * (POST /s/api/webui/switch), the one with `slug`, made first (POST /s/api/webui/create) when `create` names it.
 */
export async function websiteEntry(page: Page, slug: string, create?: string): Promise<string> {
  return page.evaluate(
    async ({ slug, create }) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const headers = { 'x-web-url': location.origin, 'content-type': 'application/json', 'x-xsrf-token': xsrf };
      const id = create
        ? (
            (await (
              await fetch('/s/api/webui/create', { method: 'POST', headers, body: JSON.stringify({ name: create, slug }) })
            ).json()) as { id: number }
          ).id
        : ((await (await fetch('/s/api/webui/websites', { headers })).json()) as { id: number; slug: string }[]).find(
            (site) => site.slug === slug,
          )?.id;
      const switched = await fetch('/s/api/webui/switch', { method: 'POST', headers, body: JSON.stringify({ website_id: id }) });
      return ((await switched.json()) as { url: string }).url;
    },
    { slug, create },
  );
}

/** A new shopper signed in through the API with an address, a pincode and one item in the cart, at checkout. */
export async function shopperAtCheckout(page: Page, origin: string) {
  const phone = newPhone();
  await signInByApi(page, origin, phone, 'Kiran Payer');
  const [, , list] = await callStore(page, [
    { method: 'GET', path: '/check/pincode/560001' },
    {
      method: 'POST',
      path: '/addresses',
      body: {
        name: 'Kiran Payer',
        phone,
        line1: '4 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        is_default: true,
      },
    },
    { method: 'GET', path: '/products?perPage=1' },
  ]);
  const pack = (list as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] }).data[0]?.packs[0];
  const add = { pack_id: pack?.pack_id, warehouse_id: pack?.warehouse_id };
  await callStore(page, [{ method: 'POST', path: '/cart/add', body: add }]);
  await page.goto(`${origin}/checkout`);
  await expect(page.getByRole('radio', { name: /Kiran Payer/ })).toBeChecked();
}

/**
 * Shows one part of the page editor (Preview, Panels or Edit) where the screen shows one at a time (a
 * phone); wider, all three are shown and this does nothing.
 */
export async function showEditorPart(editor: Page, part: 'Preview' | 'Panels' | 'Edit'): Promise<void> {
  const button = editor.getByRole('group', { name: 'Show' }).getByRole('button', { name: part });
  if (await button.isVisible()) await button.click();
}

/**
 * Moves one step of a dnd-kit sortable by keyboard: Space on `handle`, then `key` until `announced`
 * (its live region) says `over`, then Space. dnd-kit announces the pick-up (`start`) before its
 * keyboard sensor takes keys, so a first key can be lost on a busy machine (CI of 9a684a2): it is
 * pressed again only while the drag still stands at `start`, never twice past it.
 */
export async function keyboardMove(
  page: Page,
  handle: Locator,
  announced: Locator,
  key: 'ArrowUp' | 'ArrowDown',
  start: string | RegExp,
  over: string | RegExp,
): Promise<void> {
  // In view first: dnd-kit's keyboard sensor scrolls a container instead of moving when the next place is out of it.
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(announced).toHaveText(start);
  const atStart = (text: string) => (typeof start === 'string' ? text === start : start.test(text));
  await expect(async () => {
    if (atStart((await announced.textContent()) ?? '')) await page.keyboard.press(key);
    await expect(announced).toHaveText(over, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
}
