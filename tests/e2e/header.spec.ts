import { expect, test } from './support';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu drawer shows the navigation tree and navigates', async ({ page }) => {
    // Its code is not on the critical path: it comes once the page is idle, before any tap.
    const menuCode = page.waitForRequest(/\/assets\/MobileMenu-[\w-]+\.js$/);
    await page.goto('/');
    await menuCode;
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(Math.round((await menu.boundingBox())?.width ?? 0)).toBe(300);
    // The nav's own group; a category of the same name also sits, still folded, under Categories.
    await menu.locator('summary:visible', { hasText: 'Fruits & Vegetables' }).click();
    await menu.getByRole('link', { name: 'Fresh Fruits' }).click();
    await expect(page).toHaveURL(/\/products\?c=fresh-fruits$/);
    await expect(menu).toBeHidden();
  });

  test('on a slow phone (CPU slowed 4×) a tap on the menu as soon as it shows opens it with its groups', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const menuCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/MobileMenu-[\w-]+\.js$/.test(request.url())) menuCode.push(request.url());
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.locator('summary', { hasText: /^Categories$/ })).toBeVisible();
    await menu.locator('summary:visible', { hasText: 'Fruits & Vegetables' }).click();
    await expect(menu.getByRole('link', { name: 'Fresh Fruits' })).toBeVisible();
    expect(menuCode).toHaveLength(1);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the menu drawer’s Categories entry holds the category tree and opens the category filter (spec section 2)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.locator('summary', { hasText: /^Categories$/ }).click();
    // A category with sub-categories is a group: its own link comes first inside it.
    await menu.locator('summary:visible', { hasText: /^Staples$/ }).click();
    await expect(menu.getByRole('link', { name: 'Staples' })).toHaveAttribute('href', '/products?c=staples');
    await menu.getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('dialog', { name: 'Category Filter' })).toBeVisible();
  });

  test('the "Search Products" drawer is full width, focuses its field and searches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    const drawer = page.getByRole('dialog', { name: 'Search Products' });
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(390);
    await expect(drawer.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('  basmati  ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=basmati$/);
  });

  test('the search drawer offers the categories before anything is typed, then suggestions; Escape closes the list before the drawer', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    const drawer = page.getByRole('dialog', { name: 'Search Products' });
    const field = drawer.getByRole('combobox', { name: 'Search products' });
    await expect(field).toBeFocused();
    // Issue 18: the drawer was an empty white page until something was submitted.
    await expect(drawer.getByRole('listbox', { name: 'Categories' }).getByRole('option', { name: /^Staples/ })).toBeVisible();
    await field.pressSequentially('mil', { delay: 40 });
    const list = drawer.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /Milk/ }).nth(1)).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeVisible();
    await field.press('Backspace');
    await list.getByRole('option').nth(2).click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(drawer).toBeHidden();
  });

  test('the logo holds its place while it loads: the store’s name does not move when it arrives', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/freshkart-logo*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const name = page.locator('.site-header .site-name');
    await expect(name).toBeVisible();
    const before = await name.boundingBox();
    release();
    await expect
      .poll(() => page.locator('.site-brand img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const logo = await page.locator('.site-brand img').boundingBox();
    expect(await name.boundingBox()).toEqual(before);
    // The logo keeps the phone header's bound (36 px high) as it did before it arrived.
    expect(logo?.height).toBe(36);
  });

  test('Escape closes a drawer and gives focus back', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('on a desktop', () => {
  test('the sub-navbar opens nested submenus on hover and keyboard focus', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const submenuLink = main.getByRole('link', { name: 'Fresh Fruits' });
    await expect(submenuLink).toBeHidden();
    await main.getByRole('link', { name: 'Fruits & Vegetables' }).hover();
    await expect(submenuLink).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(submenuLink).toBeHidden();
    await main.getByRole('link', { name: 'Fruits & Vegetables' }).focus();
    await page.keyboard.press('Tab');
    await expect(submenuLink).toBeFocused();
    await expect(submenuLink).toBeVisible();
  });

  test('the /categories entry opens the category filter with the category tree', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Categories' }).click();
    const filter = page.getByRole('dialog', { name: 'Category Filter' });
    await filter.getByRole('checkbox', { name: 'Mustard Oil' }).check();
    await filter.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/products\?c=mustard-oil$/);
  });

  test('the header search suggests categories and products as the shopper types, chosen with the keyboard (a combobox)', async ({
    page,
  }) => {
    await page.goto('/about');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/s/api/products?') && asked.push(new URL(request.url()).searchParams.get('q') ?? ''),
    );
    await field.pressSequentially('mil', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toHaveText('Search for “mil”');
    await expect(list.getByRole('option', { name: /^Milk\s*Category$/ })).toBeVisible();
    // Products whose own name matches come first (issue 18: "mil" listed maida for its brand, Sona Mills).
    const products = list.getByRole('option', { name: /₹/ });
    await expect(products).toHaveCount(5);
    for (const name of await products.allTextContents()) expect(name).toMatch(/milk/i);
    expect(asked.at(-1)).toBe('mil');
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /-1$/);
    const active = page.locator(`[id="${await field.getAttribute('aria-activedescendant')}"]`);
    await expect(active).toHaveText(/^Milk/);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?c=milk$/);
    await expect(list).toBeHidden();

    // Debounced: a request once typing pauses, not one per key (five keys here ask with two letters or more).
    await page.goto('/about');
    asked.length = 0;
    await field.pressSequentially('double', { delay: 20 });
    await expect(list.getByRole('option', { name: /Double Toned Milk/ }).first()).toBeVisible();
    expect(asked.at(-1)).toBe('double');
    expect(asked.length).toBeLessThanOrEqual(2);
  });

  test('the header search box searches with the text trimmed, and ignores an empty search', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await box.fill(' toor dal ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=toor\+dal$/);
  });
});
