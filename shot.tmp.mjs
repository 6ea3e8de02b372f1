import { chromium } from 'playwright';
const base = 'http://localhost:8299';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots = process.argv.slice(2);
for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 900, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addCookies([{ name: 'analytics_consent', value: 'denied', url: base }]);
  const page = await ctx.newPage();
  for (const path of shots) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${tag}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, 'scrollWidth', overflow);
  }
  await ctx.close();
}
await browser.close();
