import { test as base, expect } from '@playwright/test';
import { catalogueSeed, generateProducts } from '../../server/seed/generate-products';
import { DEFAULT_PRODUCT_COUNT } from '../../server/seed/seed-database';
import { loadBrands } from '../../server/seed/fixtures';

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

/** Every test: requests to other hosts (web fonts, anything) are aborted, as offline. */
export const test = base.extend<{ noOtherHosts: void }>({
  noOtherHosts: [async ({ page }, use) => {
    await page.route((url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'), (route) => route.abort());
    await use();
  }, { auto: true }],
});
export { expect };
