import { expect, shopperAtCheckout, test } from './support';

// Issue 35 item 4: after closing the payment window the shopper read "Your order is saved: pay whenever
// you are ready… its items are kept for you", while the cart was emptied and the order expired 30
// minutes later with no way back. Now the message says what is true, the order list offers Pay now,
// and an order that ended unpaid puts its items back into the cart.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a closed payment window says until when the order can be paid; Pay now from the order list; a cancelled order refills the cart', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await shopperAtCheckout(page, baseURL as string);
  await page.getByRole('radio', { name: /Razorpay/ }).tap();
  await page.getByRole('button', { name: 'Place order' }).tap();
  const gateway = page.getByRole('dialog', { name: 'Razorpay (test mode)' });
  await gateway.getByRole('button', { name: 'Close' }).tap();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.locator('.payment').getByRole('alert')).toHaveText('You closed the payment window before paying.');
  const message = page.getByText(
    /^Your order FR\d{6} is saved and waiting for payment until \d{1,2}:\d\d [ap]m\. Its items moved from your cart/,
  );
  await expect(message).toBeVisible();
  const ordernumber = /FR\d{6}/.exec((await message.textContent()) ?? '')?.[0] ?? '';
  // What it says is true: the cart is empty, and the order waits with a deadline about 30 minutes away.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toContainText('0');
  const order = (await (await page.request.get(`/s/api/orders/${ordernumber}`)).json()) as { status: string; pay_by: string };
  expect(order.status).toBe('pending_payment');
  const minutesLeft = (Date.parse(order.pay_by) - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(28);
  expect(minutesLeft).toBeLessThanOrEqual(30);

  // Pay now from the order list opens the gateway again; closing it again keeps the order waiting.
  await page.goto('/account/orders');
  const row = page.getByRole('row', { name: new RegExp(ordernumber) });
  await expect(row).toContainText('Waiting for payment');
  await row.getByRole('link', { name: `Pay now for ${ordernumber}` }).tap();
  await expect(page).toHaveURL(/\/checkout\/razorpay\/\d+$/);
  await gateway.getByRole('button', { name: 'Close' }).tap();
  await expect(message).toBeVisible();

  // Cancelled, its items can go back into the cart.
  await page.goto('/account/orders');
  await page.getByRole('link', { name: ordernumber, exact: true }).tap();
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByText(/pay by \d{1,2}:\d\d [ap]m/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).tap();
  await page.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Cancel order', exact: true }).tap();
  await page.getByRole('button', { name: 'Add these items to my cart' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toContainText('1');
  await expect.poll(async () => (await (await page.request.get('/s/api/cart')).json()).quantity).toBe(1);
});
