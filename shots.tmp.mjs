import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const o = 'http://localhost:8093';
for (const [w, h] of [[390, 844], [1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(o + '/products/toor-dal', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForTimeout(500);
  await page.locator('.dynamic-header').getByRole('button', { name: /^Basket/ }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shots/cart-${w}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.locator('.dynamic-header').getByRole('button', { name: 'Menu' }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shots/menu-${w}.png` });
  await page.keyboard.press('Escape');
  await page.goto(o + '/about', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/about-${w}.png` });
  await page.close();
}
await browser.close();
