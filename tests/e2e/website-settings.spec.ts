import { baselineMessage } from './baselines';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Cookie, Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contract/consent';
import { toShopInput } from '../../src/editor/shop-time';
import { expect, keyboardMove, showEditorPart, signedInCookies, test, websiteEntry } from './support';

// Issue 22, item 1: the website's settings in the editor (spec section 1: the owner configures header,
// footer, popup, theme, font and custom CSS; the storefront loads them from the server at start).
// The journeys change a website of their own, made for them, so no other test sees its settings change.
test.describe.configure({ mode: 'serial' });

let site: { origin: string; cookies: Cookie[] };

/** A new website (POST /s/api/webui/create, as a superadmin) and the superadmin's session on it. */
async function newWebsite(browser: Browser, baseURL: string, staff: Cookie[], slug: string): Promise<typeof site> {
  const context = await browser.newContext();
  await context.addCookies(staff);
  const page = await context.newPage();
  await page.goto(`${baseURL}/s/api/init`);
  const entry = await websiteEntry(page, slug, 'Settings Test Shop');
  await page.goto(entry);
  const origin = new URL(page.url()).origin;
  const cookies = await context.cookies(origin);
  await context.close();
  return { origin, cookies };
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const staff = await signedInCookies(browser, baseURL as string, '9000000001');
  site = await newWebsite(browser, baseURL as string, staff, `settings-${Date.now().toString(36)}`);
});

const canvasOf = (editor: Page) => editor.frameLocator('iframe[title^="Preview"]');
const settingsStanding = (editor: Page) => editor.getByTestId('settings-standing');

async function openSettings(browser: Browser, section: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies(site.cookies);
  const editor = await context.newPage();
  await editor.route(
    (url) => url.hostname !== new URL(site.origin).hostname,
    (route) => route.abort(),
  );
  await editor.goto(`${site.origin}/page-builder`);
  await editor.getByRole('tab', { name: 'Website' }).click();
  await expect(settingsStanding(editor)).not.toContainText('Opening');
  await editor.getByRole('button', { name: new RegExp(`^${section} [A-Z]`) }).click();
  await expect(editor.getByRole('heading', { level: 2, name: section })).toBeVisible();
  return editor;
}

/** A shopper's first page load on the test website (no staff cookies), offline like every test. */
async function shopperLoads(browser: Browser, path = '/'): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: site.origin }]);
  const page = await context.newPage();
  await page.route(
    (url) => url.hostname !== new URL(site.origin).hostname,
    (route) => route.abort(),
  );
  await page.goto(`${site.origin}${path}`);
  return page;
}

test('staff change the header layout, the logo’s size and a theme colour, see them on the canvas, publish, and a shopper sees them', async ({
  browser,
}) => {
  const editor = await openSettings(browser, 'Header');
  const canvas = canvasOf(editor);
  await expect(canvas.locator('header.site-header')).toHaveClass(/header-t1/);
  await editor.getByLabel('Header layout').selectOption({ label: '3 · Logo, actions, search' });
  await expect(canvas.locator('header.site-header')).toHaveClass(/header-t3/);
  await editor.getByLabel('Logo height (px)').fill('72');
  await editor.getByLabel('Logo width (px)').fill('144');
  await editor.getByLabel('Show the logo').check();
  await expect(settingsStanding(editor)).toContainText('Unsaved changes');

  await editor.getByRole('button', { name: /^Theme and brand [A-Z]/ }).click();
  await editor.getByRole('textbox', { name: 'Logo', exact: true }).fill('/s/media/files/freshkart-logo.svg');
  await expect(canvas.locator('.site-brand img')).toHaveAttribute('height', '72');
  await expect(canvas.locator('.site-brand img')).toHaveAttribute('width', '144');
  await expect(editor.getByText(/meets WCAG AA/)).toBeVisible();
  const primary = editor.getByRole('textbox', { name: /^Primary \(buttons, links\)/ });
  // Too light for the white text on it: warned at once, the pair and its ratio named.
  await primary.fill('#8fd19e');
  await expect(editor.getByText(/Text on buttons and the header: primary-contrast on primary, 1\.\d\d:1/)).toBeVisible();
  await primary.fill('#6a1b9a');
  await expect(editor.getByText(/meets WCAG AA/)).toBeVisible();
  await expect
    .poll(() => canvas.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--color-primary').trim()))
    .toBe('#6a1b9a');

  // Not yet for shoppers.
  const before = await shopperLoads(browser);
  await expect(before.locator('header.site-header')).toHaveClass(/header-t1/);
  await before.context().close();

  await editor.getByRole('button', { name: 'Publish settings' }).click();
  await expect(editor.getByText('Settings published: shoppers see them on their next page')).toBeVisible();
  await expect(settingsStanding(editor)).toContainText('Published');

  const shopper = await shopperLoads(browser);
  await expect(shopper.locator('header.site-header')).toHaveClass(/header-t3/);
  await expect(shopper.locator('.site-brand img')).toHaveAttribute('height', '72');
  expect(await shopper.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--color-primary').trim())).toBe(
    '#6a1b9a',
  );
  await shopper.context().close();
  await editor.context().close();
});

// Issue 37, "Scheduled publishing": the website's settings publish at a set time (IST), and go back
// to what shoppers have now at another; the server's tests apply them with a moved clock.
test('a settings draft is scheduled to publish on Friday and go back on Sunday; one of them is cancelled', async ({ browser }) => {
  const editor = await openSettings(browser, 'Header');
  await editor.getByLabel('Header layout').selectOption({ label: '4 · Actions above logo and search' });
  const panel = editor.getByRole('region', { name: 'Publish the settings at a set time' });
  await expect(panel.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  await expect(panel.getByText('Save the settings first: a schedule publishes the newest saved version.')).toBeVisible();
  await editor.getByRole('button', { name: 'Save settings draft' }).click();
  await expect(settingsStanding(editor)).toContainText('not yet published');

  const friday = new Date(Date.now() + 2 * 86_400_000);
  const sunday = new Date(Date.now() + 4 * 86_400_000);
  await panel.getByLabel('Publish the newest saved version of the settings on').fill(toShopInput(friday));
  // Going back publishes the version shoppers have now; the settings cannot be taken offline.
  await expect(panel.getByLabel('Afterwards').locator('option')).toHaveText([
    'Keep it published',
    /^Go back to what shoppers see now \(version \d+\)$/,
  ]);
  await panel.getByLabel('Afterwards').selectOption('back');
  await panel.getByLabel('Go back on').fill(toShopInput(sunday));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel.getByRole('status')).toContainText(/, and goes back on .+ IST\.$/);
  const waiting = panel.getByRole('list', { name: 'Scheduled changes' }).getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  expect((await new AxeBuilder({ page: editor }).include('.editor-panel').analyze()).violations).toEqual([]);
  await waiting
    .nth(1)
    .getByRole('button', { name: /^Cancel: Publishes version \d+ on / })
    .click();
  await expect(waiting).toHaveCount(1);

  // Not yet for shoppers.
  const shopper = await shopperLoads(browser);
  await expect(shopper.locator('header.site-header')).not.toHaveClass(/header-t4/);
  await shopper.context().close();
  await editor.context().close();
});

test('an error is marked at its field and in the panels’ list, and stops publishing until it is put right', async ({ browser }) => {
  const editor = await openSettings(browser, 'Store details');
  const pincode = editor.getByRole('textbox', { name: 'Pincode' });
  await pincode.fill('5600');
  await expect(editor.getByRole('button', { name: /^Store details Needs fixing/ })).toBeVisible();
  // Issue 37: in the owner's words (the schema's x-pattern-message), never the pattern.
  await expect(editor.locator('.field-error').first()).toHaveText('Enter a 6-digit pincode that does not start with 0, or leave it empty');
  await editor.getByRole('button', { name: 'Publish settings' }).click();
  await expect(editor.getByText('Put the marked errors right before publishing')).toBeVisible();
  await pincode.fill('560001');
  await expect(editor.getByRole('button', { name: /Needs fixing/ })).toHaveCount(0);
  await expect(editor.getByText('Put the marked errors right before publishing')).toBeHidden();
  // Saved as a draft, it survives a reload as the draft, unseen by shoppers.
  await editor.getByRole('button', { name: 'Save settings draft' }).click();
  await expect(settingsStanding(editor)).toContainText('Published · changes not yet published');
  await editor.reload();
  await editor.getByRole('tab', { name: 'Website' }).click();
  await expect(settingsStanding(editor)).toContainText('Published · changes not yet published');
  await editor.context().close();
});

test('view-only staff see the settings but cannot change them', async ({ browser, baseURL }) => {
  const viewer = await signedInCookies(browser, baseURL as string, '9000000002');
  const context = await browser.newContext();
  await context.addCookies(viewer);
  const editor = await context.newPage();
  await editor.goto('/page-builder');
  await editor.getByRole('tab', { name: 'Website' }).click();
  await expect(settingsStanding(editor)).toContainText('view only');
  await editor.getByRole('button', { name: /^Header [A-Z]/ }).click();
  await expect(editor.getByLabel('Header layout')).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Publish settings' })).toBeDisabled();
  await context.close();
});

test('every settings panel passes axe at phone and desktop width', async ({ browser }) => {
  // A full axe pass for every panel: about 2 s each on a machine of CI's kind.
  test.setTimeout(180_000);
  const editor = await openSettings(browser, 'Header');
  for (const width of [390, 1280]) {
    await editor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const section of [
      'Header',
      'Menus',
      'Theme and brand',
      'Popup',
      'Custom CSS',
      'Header and footer HTML',
      'Search and sharing',
      'Store details',
    ]) {
      // On a phone the sections are listed in Panels; choosing one opens its form (Edit).
      await showEditorPart(editor, 'Panels');
      await editor.getByRole('button', { name: new RegExp(`^${section} [A-Z]`) }).click();
      await expect(editor.getByRole('heading', { level: 2, name: section })).toBeVisible();
      const results = await new AxeBuilder({ page: editor }).exclude('iframe').analyze();
      expect(results.violations.map((v) => `${section} at ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    }
  }
  await editor.context().close();
});

test('hostile custom CSS gets the sanitiser’s verdict before saving, and the store stays safe', async ({ browser }) => {
  const editor = await openSettings(browser, 'Custom CSS');
  await editor
    .getByRole('textbox', { name: 'Custom CSS' })
    .fill(
      [
        '@import url(https://evil.example/x.css);',
        '.site-header { background: url(https://evil.example/track.png); outline: 3px solid rgb(255, 0, 0) }',
        '.site-footer { behavior: url(x.htc) }',
      ].join('\n'),
    );
  const verdict = editor.getByRole('status', { name: 'What the sanitiser drops' });
  await expect(verdict).toContainText('The store will drop 3 parts');
  await expect(verdict).toContainText('Line 1: @import, because it loads another stylesheet');
  await expect(verdict).toContainText('url() loads or reads something from outside the page');
  await expect(verdict).toContainText('behavior runs code in old browsers');
  await editor.getByRole('button', { name: 'Publish settings' }).click();
  await expect(settingsStanding(editor)).toContainText('Published');
  await editor.context().close();

  const shopper = await shopperLoads(browser);
  const outside: string[] = [];
  shopper.on('request', (request) => !request.url().startsWith(site.origin) && outside.push(request.url()));
  await shopper.reload();
  // What is safe applies; what loads something never reaches the page.
  await expect.poll(() => shopper.locator('header.site-header').evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(255, 0, 0)');
  expect(await shopper.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  expect(outside.filter((url) => url.includes('evil.example'))).toEqual([]);
  await shopper.context().close();
});

test('header HTML shows what the sanitiser removes and which wired controls it provides', async ({ browser }) => {
  const editor = await openSettings(browser, 'Header and footer HTML');
  await editor
    .getByRole('textbox', { name: 'Header HTML' })
    .fill(
      '<nav><a href="/">Home</a><div id="sf-search"></div><span class="sf-cart">Cart</span><img src=x onerror="alert(1)"><script>alert(2)</script></nav>',
    );
  const verdict = editor.getByRole('status', { name: 'What the store will render' });
  await expect(verdict).toContainText('Removed by the sanitiser: the onerror attribute of <img>, <script>');
  const wired = editor.getByRole('list', { name: 'Wired controls' });
  await expect(wired.getByRole('listitem').filter({ hasText: 'sf-search' })).toContainText('✓');
  await expect(wired.getByRole('listitem').filter({ hasText: 'sf-cart' })).toContainText('✓');
  await expect(wired.getByRole('listitem').filter({ hasText: 'sf-pincode' })).toContainText('(not provided)');
  // The canvas renders it as the store would: the wired search box is live there.
  await expect(canvasOf(editor).locator('.dynamic-header input[type="search"]')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Header HTML' }).fill('');
  await expect(editor.getByText('Empty: the store shows its built-in header.')).toBeVisible();
  await editor.context().close();
});

test('the popup is set with its timing played in the preview, published, and a shopper sees it on / after 5 s', async ({ browser }) => {
  const editor = await openSettings(browser, 'Popup');
  await editor.getByLabel('Promotional popup: kind').selectOption({ label: 'A popup' });
  await editor.getByRole('textbox', { name: 'Image', exact: true }).fill('/s/media/files/freshkart-popup.svg');
  await expect(editor.getByLabel('Shown after (seconds)')).toHaveValue('5');
  await expect(editor.getByText(/It opens 5 s after a shopper arrives/)).toBeVisible();
  await editor.getByRole('button', { name: 'Play it in the preview' }).click();
  await expect(editor.getByText(/^Opens in [1-5] s…$/)).toBeVisible();
  const previewed = canvasOf(editor).getByRole('dialog', { name: 'Offer' });
  await expect(previewed).toBeHidden();
  await expect(previewed).toBeVisible({ timeout: 10_000 });
  await previewed.getByRole('button', { name: 'Close offer' }).click();
  await expect(previewed).toBeHidden();
  await editor.getByRole('button', { name: 'Publish settings' }).click();
  await expect(settingsStanding(editor)).toContainText('Published');
  await editor.context().close();

  const shopper = await shopperLoads(browser);
  const arrived = Date.now();
  const offer = shopper.getByRole('dialog', { name: 'Offer' });
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(offer).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - arrived).toBeGreaterThanOrEqual(4_500);
  await expect(offer.getByRole('img', { name: 'Current offer' })).toHaveAttribute('src', '/s/media/files/freshkart-popup.svg');
  await shopper.context().close();
});

test('the header navigation is added to, reordered by keyboard and by dragging, nested, published, and shoppers get the new order', async ({
  browser,
}) => {
  const editor = await openSettings(browser, 'Menus');
  const tree = editor.getByRole('group', { name: 'Header navigation' });
  const rows = () => tree.locator(':scope > ol > li > .field-tree-row .editor-list-title');
  await expect(rows()).toHaveText(['Home', 'All Products']);
  // A new item, filled in where it opens.
  await tree.getByRole('button', { name: 'Add menu item' }).click();
  await tree.getByRole('textbox', { name: 'Text', exact: true }).fill('Offers');
  await tree.getByRole('textbox', { name: 'Link', exact: true }).fill('/products?s=discount');
  await expect(rows()).toHaveText(['Home', 'All Products', 'Offers']);
  // By keyboard: Offers up one place, each key waiting for dnd-kit's word that it took the last.
  const announced = editor.getByRole('status').filter({ hasText: /^(Picked up|Over place|Dropped)/ });
  await tree.getByRole('button', { name: /^Offers/ }).click();
  await expect(tree.getByRole('textbox', { name: 'Text', exact: true })).toBeHidden();
  await keyboardMove(
    editor,
    tree.getByRole('button', { name: 'Move Offers' }),
    announced,
    'ArrowUp',
    /^Over place 3 of 3/,
    /^Over place 2 of 3/,
  );
  await expect(rows()).toHaveText(['Home', 'Offers', 'All Products']);
  // By the pointer: Home dragged below All Products.
  const handle = tree.getByRole('button', { name: 'Move Home' });
  const from = (await handle.boundingBox())!;
  const to = (await tree.getByRole('button', { name: 'Move All Products' }).boundingBox())!;
  await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await editor.mouse.down();
  for (let step = 1; step <= 8; step++)
    await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y + 10) * step) / 8);
  await editor.mouse.up();
  await expect(rows()).toHaveText(['Offers', 'All Products', 'Home']);
  // Nested: Home under All Products (opened, then Nest).
  await tree.getByRole('button', { name: /^Home/ }).click();
  await tree.getByRole('group', { name: 'Home' }).getByRole('button', { name: 'Nest' }).click();
  await expect(rows()).toHaveText(['Offers', 'All Products']);
  await expect(tree.locator('ol ol .editor-list-title')).toHaveText(['Home']);
  await expect(canvasOf(editor).getByRole('navigation', { name: 'Main' }).locator('.nav-level-0 > li')).toHaveCount(2);

  await editor.getByRole('button', { name: 'Publish settings' }).click();
  await expect(settingsStanding(editor)).toContainText('Published');
  await editor.context().close();
  const shopper = await shopperLoads(browser);
  const main = shopper.getByRole('navigation', { name: 'Main' });
  await expect(main.locator('.nav-level-0 > li > a, .nav-level-0 > li > .nav-button').first()).toHaveText('Offers');
  await expect(main.locator('.nav-level-0 > li')).toHaveCount(2);
  await shopper.context().close();
});

// Issue 37: the settings share the page's flow (one machine over a versioned document), Discard included.
test('unsaved settings brought back after a reload are discarded, once confirmed, and the canvas goes back', async ({ browser }) => {
  const editor = await openSettings(browser, 'Header');
  const header = canvasOf(editor).locator('header.site-header');
  await expect(header).toHaveClass(/header-t\d/);
  const before = /header-t\d/.exec((await header.getAttribute('class')) ?? '')?.[0] as string;
  // The layouts are listed 1, 2, 3 …: the first unless it is the one shown, then the second.
  await editor.getByLabel('Header layout').selectOption({ index: before === 'header-t1' ? 1 : 0 });
  await expect(header).not.toHaveClass(new RegExp(before));
  await expect(settingsStanding(editor)).toContainText('Unsaved changes');
  await expect(editor.getByRole('button', { name: 'Discard…' })).toHaveCount(1);

  await editor.reload();
  await editor.getByRole('tab', { name: 'Website' }).click();
  await expect(editor.getByText('Your unsaved changes to the settings from last time are back')).toBeVisible();
  await expect(header).not.toHaveClass(new RegExp(before));
  await editor.getByRole('button', { name: 'Discard…' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Discard your unsaved changes?' });
  await expect(dialog).toContainText('The website settings go back to how they were last saved.');
  expect((await new AxeBuilder({ page: editor }).include('dialog[open]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor.getByText('Your unsaved changes are discarded: Undo brings them back')).toBeVisible();
  await expect(settingsStanding(editor)).not.toContainText('Unsaved changes');
  await expect(header).toHaveClass(new RegExp(before));
  await expect(editor.getByRole('button', { name: 'Discard…' })).toHaveCount(0);
  // Gone from this browser too.
  await editor.reload();
  await editor.getByRole('tab', { name: 'Website' }).click();
  await expect(settingsStanding(editor)).not.toContainText('Opening');
  await expect(editor.getByText('Your unsaved changes to the settings from last time are back')).toHaveCount(0);
  await editor.context().close();
});

/** An element's picture may sit half a pixel off (its border then differs by a line): text changes differ by far more. */
const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixels: 600 } as const;

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  // The pictures are the check of how the settings look (baselines in website-settings.spec.ts-snapshots/,
  // looked at before they were committed): the theme with a contrast warning, and the CSS verdict.
  test(`looks: the theme warning of hard-to-read text and the CSS verdict, at ${width} px`, async ({ browser }) => {
    const editor = await openSettings(browser, 'Theme and brand');
    await editor.setViewportSize({ width, height });
    await editor.getByRole('textbox', { name: 'Theme name' }).fill('Looks');
    await editor.getByRole('textbox', { name: /^Muted text/ }).fill('#9aa5a0');
    await expect(editor.getByText(/Muted text on the page: muted on background/)).toBeVisible();
    await editor.evaluate(() => document.fonts.ready);
    const aside = editor.locator('.editor-fields .editor-selected');
    await expect(aside.locator('.settings-warning'), baselineMessage(editor, `theme-warning-${width}`)).toHaveScreenshot(
      `theme-warning-${width}.png`,
      SHOT,
    );
    await showEditorPart(editor, 'Panels');
    await editor.getByRole('button', { name: /^Custom CSS [A-Z]/ }).click();
    await editor
      .getByRole('textbox', { name: 'Custom CSS' })
      .fill('@import url(x.css);\n.promo { color: #0b6e35; background: url(x.png) }');
    await expect(
      aside.getByRole('status', { name: 'What the sanitiser drops' }),
      baselineMessage(editor, `css-verdict-${width}`),
    ).toHaveScreenshot(`css-verdict-${width}.png`, SHOT);
    await editor.context().close();
  });
}
