import { expect, newPhone, signInByApi, test } from '../e2e/support';
import { REDIRECT_KEY } from '../../src/features/auth/redirect-path';

/** Hostile values for the remembered post-login path: none may take the shopper off the site. */
const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  'https:evil.example',
  'https://evil.example/',
  'HtTpS://evil.example',
  '/..//evil.example',
  'java\tscript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'javascript&colon;alert(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'data:text/html,<script>alert(1)</script>',
];

test.use({ viewport: { width: 1280, height: 800 } });

test('the remembered post-login path never leaves the site, whatever it holds', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const visited: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== 'localhost' && !host.endsWith('.localhost')) visited.push(request.url());
  });
  await signInByApi(page, baseURL as string, newPhone('7'), 'Redirect Tester');
  for (const value of HOSTILE) {
    await page.goto('/auth/register');
    await page.evaluate(([key, path]) => sessionStorage.setItem(key as string, path as string), [REDIRECT_KEY, value]);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Redirect Tester');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page, JSON.stringify(value)).toHaveURL(new RegExp(`^${baseURL}/account$`));
  }
  // A safe path is honoured, so the refusals above are about the values.
  await page.goto('/auth/register');
  await page.evaluate((key) => sessionStorage.setItem(key, '/products?s=name#top'), REDIRECT_KEY);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Redirect Tester');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${baseURL}/products?s=name#top`);
  expect(visited.filter((url) => url.includes('evil'))).toEqual([]);
});
