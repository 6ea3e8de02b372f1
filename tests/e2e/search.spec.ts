import type { Page } from '@playwright/test';
import { expect, test } from './support';

// Issue 35 items 1 and 2: the header search agrees with its suggestions on every page, and the
// phone's search drawer stays open while the shopper fixes a typo.

const cards = (page: Page) => page.locator('.product-list .product-card-name');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on a category page, searching from the drawer finds what it suggested: a new search of the whole catalogue', async ({ page }) => {
    await page.goto('/products?c=staples');
    await expect(page.getByRole('heading', { level: 1, name: 'Staples' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Search Products' });
    const field = drawer.getByRole('combobox', { name: 'Search products' });
    await field.pressSequentially('ghee');
    const suggested = drawer.getByRole('option', { name: /₹/ }).locator('.search-suggestion-label');
    await expect(suggested.first()).toBeVisible();
    const names = await suggested.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=ghee$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Results for “ghee”' })).toBeVisible();
    // The category's cards stay, under a progress bar, until the search's answer replaces them.
    await expect(page.locator('section.product-list')).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).first()).toBeVisible();
    const listed = await cards(page).allTextContents();
    for (const name of names) expect(listed).toContain(name);
  });

  test('typing the drawer’s field empty keeps the drawer open, the focus in it and the page under it as it was', async ({ page }) => {
    await page.goto('/products?q=gee');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/s/api/products?') && !request.url().includes('perPage=5')) asked.push(request.url());
    });
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Search Products' });
    const field = drawer.getByRole('combobox', { name: 'Search products' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('gee');
    for (let i = 0; i < 3; i++) await field.press('Backspace');
    await expect(field).toHaveValue('');
    await expect(drawer).toBeVisible();
    await expect(field).toBeFocused();
    await field.pressSequentially('ghee');
    await expect(field).toHaveValue('ghee');
    await expect(page).toHaveURL(/\/products\?q=gee$/);
    expect(asked, 'the list under the drawer was not asked again while typing').toEqual([]);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=ghee$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the header box on the list suggests as everywhere else, and searches only on Enter', async ({ page }) => {
    await page.goto('/products?c=staples');
    const historyLength = await page.evaluate(() => history.length);
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await field.pressSequentially('ghee');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toHaveText('Search for “ghee”');
    await expect(suggestions.getByRole('option', { name: /₹/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/products\?c=staples$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=ghee$/);
    await expect(cards(page).first()).toContainText(/ghee/i);
  });
});
