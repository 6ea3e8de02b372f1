import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const [base, out, ...paths] = process.argv.slice(2);
for (const [w, h] of [[390, 844], [1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text() + ' @ ' + (m.location().url ?? '')));
  page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `${out}/${p.replace(/\W+/g, '_') || 'home'}-${w}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name, (await page.locator('main').innerText().catch(() => '')).slice(0, 120).replace(/\n/g, ' | '));
  }
  console.log('errors', errors);
  await page.close();
}
await browser.close();
