import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { dailyOrigin, expect, shopperAtCheckout, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const standIn = (name: string) => readFileSync(new URL(`../../server/services/payments/stand-ins/${name}`, import.meta.url), 'utf8');
const GATEWAY_SCRIPTS = {
  razorpay: { cdn: 'https://checkout.razorpay.com/v1/checkout.js', file: 'razorpay-checkout.js' },
  cashfree: { cdn: 'https://sdk.cashfree.com/js/v3/cashfree.js', file: 'cashfree.js' },
} as const;

/**
 * As in production, the store is told to load the gateway's own script from its CDN; the test serves a
 * stand-in for that URL by interception (nothing leaves the machine), and records that it was asked for.
 */
async function serveGatewayFromCdn(page: Page, provider: keyof typeof GATEWAY_SCRIPTS): Promise<string[]> {
  const { cdn, file } = GATEWAY_SCRIPTS[provider];
  const requested: string[] = [];
  await page.route('**/s/api/payment/start/**', async (route) => {
    // Node cannot resolve *.localhost: fetch from loopback; the x-web-url header still names the website.
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    const response = await route.fetch({ url: url.href, headers: await route.request().allHeaders() });
    const body = await response.json();
    if (body.options) body.options.script = cdn;
    await route.fulfill({ response, json: body });
  });
  await page.route(cdn, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: `${standIn('dialog.js')}\n${standIn(file)}` });
  });
  return requested;
}

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Cart/ });

test('freshkart: Razorpay from the CDN script (a stand-in by interception): a declined and a closed payment go to the retry screen, then it pays', async ({
  page,
  baseURL,
}) => {
  const requested = await serveGatewayFromCdn(page, 'razorpay');
  await shopperAtCheckout(page, baseURL as string);
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/razorpay\/\d+$/);
  await expect(page.getByText('Test mode: no money is taken.')).toBeVisible();
  const gateway = page.getByRole('dialog', { name: 'Razorpay (test mode)' });
  await expect(gateway).toContainText('FreshKart');
  await gateway.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.locator('.payment').getByRole('alert')).toHaveText('Your payment was declined (test mode).');
  await expect(cartBadge(page)).toContainText('0');
  // The deadline is the order's own: half an hour from now, as a time of day and machine-readable.
  const payBy = page.locator('.payment time');
  await expect(payBy).toHaveText(/^\d{1,2}:\d\d [ap]m$/);
  const minutesLeft = (Date.parse((await payBy.getAttribute('datetime')) ?? '') - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(28);
  expect(minutesLeft).toBeLessThanOrEqual(30);

  await page.getByRole('button', { name: 'Try again' }).click();
  await gateway.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.payment').getByRole('alert')).toContainText('You closed the payment window');

  await page.getByRole('button', { name: 'Try again' }).click();
  await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/success\/FR\d{6}$/);
  // Issue 18: "(test mode)" is no part of the method's name; the payment screen says when no money is taken.
  await expect(page.getByText(/Razorpay: UPI, cards, netbanking · Paid/)).toBeVisible();
  expect(requested).toEqual([GATEWAY_SCRIPTS.razorpay.cdn]);
});

test('daily: Cashfree from the CDN script (a stand-in by interception) returns to the confirmation page, which the server checks', async ({
  page,
  baseURL,
}) => {
  const origin = dailyOrigin(baseURL);
  const requested = await serveGatewayFromCdn(page, 'cashfree');
  await shopperAtCheckout(page, origin);
  await page.getByRole('radio', { name: /Cashfree/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/cashfree\/\d+$/);
  const gateway = page.getByRole('dialog', { name: 'Cashfree (test mode)' });
  // Failing also returns to the store; the server asks the gateway and finds it unpaid.
  await gateway.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/success\/DA\d{6}$/);
  expect(requested.length).toBeGreaterThanOrEqual(1);
});

test('an unpaid order stays payable: from its page, Pay now opens the gateway again (offline stand-in served by the store)', async ({
  page,
  baseURL,
}) => {
  await shopperAtCheckout(page, baseURL as string);
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const gateway = page.getByRole('dialog', { name: 'Razorpay (test mode)' });
  await gateway.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is waiting for payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout\/razorpay\//);
});

test('a payment start that fails, then one the store never answers, each end on the retry screen in bounded time; then it pays', async ({
  page,
  baseURL,
}) => {
  await shopperAtCheckout(page, baseURL as string);
  // Time runs as usual until the test moves it on: the 20 s limit passes at once, not in 20 s of test.
  await page.clock.install();
  const unanswered: Route[] = [];
  let starts = 0;
  await page.route('**/s/api/payment/start/**', async (route) => {
    starts += 1;
    if (starts === 1) return route.abort('connectionreset');
    if (starts === 2) return void unanswered.push(route);
    return route.continue();
  });
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(alert).toHaveText('The store could not be reached. Please check your connection and try again.');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Preparing your payment…');
  await expect.poll(() => unanswered.length).toBe(1);
  await page.clock.fastForward(19_000);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Preparing your payment…');
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(alert).toHaveText('The store took too long to answer. Check your connection and try again.');
  // The store never answered, so the order's number and deadline are not known here.
  await expect(page.getByText('Your order is saved and waiting for payment. Its items moved from your cart to the order.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');

  await page.getByRole('button', { name: 'Try again' }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay (test mode)' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  // The answer that came too late changes nothing.
  await unanswered[0]?.continue();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
});

test('cash on delivery: the order is placed at once and can be cancelled after a confirmation', async ({ page, baseURL }) => {
  await shopperAtCheckout(page, baseURL as string);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(cartBadge(page)).toContainText('0');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your order is cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
