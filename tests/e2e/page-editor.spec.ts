import { baselineMessage } from './baselines';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Browser, BrowserContext, Cookie, Locator, Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contract/consent';
import { toShopInput } from '../../src/editor/shop-time';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import {
  dailyOrigin,
  demoProducts,
  expect,
  keyboardMove,
  newPhone,
  showEditorPart,
  signedInCookies,
  signInByApi,
  test,
  websiteEntry,
} from './support';

// Issue 21: the page editor at /page-builder (spec section 6: the account menu's "Website Settings",
// website_setting:view opens it, :edit saves and publishes).
test.describe.configure({ mode: 'serial' });

const cookies: Record<'staff' | 'viewer', Cookie[]> = { staff: [], viewer: [] };

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  cookies.staff = await signedInCookies(browser, baseURL as string, '9000000001');
  cookies.viewer = await signedInCookies(browser, baseURL as string, '9000000002');
});

const canvasOf = (editor: Page) => editor.frameLocator('iframe[title^="Preview"]');
const outlineOf = (editor: Page) => editor.getByRole('list', { name: 'Components on the page' });
const standing = (editor: Page) => editor.getByTestId('standing');

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`/page-builder?path=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { name: `Editing ${path}` })).toBeVisible();
  await expect(standing(page)).not.toHaveText('Opening…');
}

async function add(editor: Page, title: string): Promise<void> {
  await showEditorPart(editor, 'Panels');
  await editor.getByRole('tab', { name: 'Add' }).click();
  // The button reads title then description ("BannerOne promotional image…"), so "Banner" is not "Banner grid".
  await editor.getByRole('button', { name: new RegExp(`^${title}\\s?(?=[A-Z])`) }).click();
  // On a phone, adding opens the new component's form: the outline is a switch away.
  await showEditorPart(editor, 'Panels');
  await editor.getByRole('tab', { name: 'Outline' }).click();
}

/** A shopper's page in a context of its own (no staff cookies), offline like every test. */
async function shopperPage(
  browser: Browser,
  baseURL: string,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: baseURL }]);
  const page = await context.newPage();
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  return { context, page };
}

test('staff opens the editor from the account menu, composes a new page and publishes it; a shopper then sees it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.addCookies(cookies.staff);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Meera Staff' }).click();
  const [editor] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Website Settings/ }).click()]);
  await expect(editor.getByRole('heading', { name: 'Editing /' })).toBeVisible();
  // The preview is the store itself: the home page's own components.
  await expect(canvasOf(editor).getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();

  const path = `/monsoon-${Date.now()}`;
  await editor.getByRole('tab', { name: 'Pages' }).click();
  await editor.getByLabel('New page at').fill('/cart');
  await editor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(editor.getByText('/cart is one of the store’s own pages')).toBeVisible();
  await editor.getByLabel('New page at').fill(path.slice(1));
  await editor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(editor.getByRole('heading', { name: `Editing ${path}` })).toBeVisible();
  await expect(editor.getByText('This page has no components yet')).toBeVisible();

  await add(editor, 'Heading and text');
  await add(editor, 'Product carousel');
  await add(editor, 'Hero slider');
  await expect(outlineOf(editor).getByRole('listitem')).toHaveCount(3);
  const canvas = canvasOf(editor);
  await expect(canvas.getByRole('heading', { name: 'Your heading' })).toBeVisible();
  // Issue 37, item 1: sample content is flagged in the outline and framed on the canvas; the carousel's content follows its products.
  await expect(outlineOf(editor).getByRole('listitem').filter({ hasText: 'Sample content' })).toHaveText([
    /Heading and textSample content/,
    /Hero sliderSample content/,
  ]);
  await expect(canvas.locator('.canvas-sample')).toHaveCount(2);
  await expect(canvas.locator('.canvas-sample').first()).toHaveText('Sample content');
  // The carousel's products come from the server, as shoppers will get them.
  await expect(canvas.getByRole('region', { name: 'Deals of the day' }).getByRole('article').first()).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Featured' })).toBeVisible();

  // The form comes from the schema: the title typed shows in the preview as it is typed.
  await outlineOf(editor)
    .getByRole('button', { name: /^Heading and text/ })
    .click();
  await editor.getByLabel('Title', { exact: true }).fill('Monsoon offers');
  await expect(canvas.getByRole('heading', { name: 'Monsoon offers' })).toBeVisible();
  // An invalid value: the validators' error at its field, and Publish refused until it is put right.
  await outlineOf(editor)
    .getByRole('button', { name: /^Product carousel/ })
    .click();
  await editor.getByLabel(/^How many/).fill('480');
  // Issue 37: in the owner's words, not the validator's ("must be <= 48").
  await expect(editor.getByLabel(/^How many/)).toHaveAccessibleDescription(/At most 48/);
  await expect(outlineOf(editor).getByText('Needs fixing')).toBeVisible();
  // The carousel stays on the canvas as it last passed, marked.
  await expect(canvas.getByRole('region', { name: 'Deals of the day' }).getByRole('article').first()).toBeVisible();
  await expect(canvas.locator('.canvas-fixing')).toHaveText('Needs fixing');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Put the marked errors right before publishing')).toBeVisible();
  await editor.getByLabel(/^How many/).fill('4');
  await expect(outlineOf(editor).getByText('Needs fixing')).toBeHidden();
  // The notice goes with the errors it was about.
  await expect(editor.getByText('Put the marked errors right before publishing')).toBeHidden();
  await expect(canvas.getByRole('region', { name: 'Deals of the day' }).getByRole('article')).toHaveCount(4);

  // The carousel is selected: up it goes; Ctrl+Z and Ctrl+Shift+Z undo and redo.
  await editor.getByRole('button', { name: 'Move up' }).click();
  await expect(outlineOf(editor).getByRole('listitem').first()).toContainText('Product carousel');
  await editor.keyboard.press('Control+z');
  await expect(outlineOf(editor).getByRole('listitem').first()).toContainText('Heading and text');
  await editor.keyboard.press('Control+Shift+z');
  await expect(outlineOf(editor).getByRole('listitem').first()).toContainText('Product carousel');
  // Dragged by keyboard (Space, arrow, Space) and by the pointer, each one step.
  const first = () => outlineOf(editor).getByRole('listitem').first();
  const announced = editor.getByRole('status').filter({ hasText: /^(Picked up|Over place|Dropped)/ });
  const handle = editor.getByRole('button', { name: 'Move Product carousel' });
  await keyboardMove(editor, handle, announced, 'ArrowDown', /^Over place 1 of/, /^Over place 2 of/);
  await expect(announced).toHaveText(/^Dropped at place 2 of/);
  await expect(first()).toContainText('Heading and text');
  const target = await first().boundingBox();
  const from = await handle.boundingBox();
  await editor.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await editor.mouse.down();
  for (let step = 1; step <= 8; step++)
    await editor.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 - ((from!.y - target!.y + 10) * step) / 8);
  await editor.mouse.up();
  await expect(first()).toContainText('Product carousel');
  await editor.keyboard.press('Control+z');
  await expect(first()).toContainText('Heading and text');
  await editor.keyboard.press('Control+Shift+z');
  await expect(first()).toContainText('Product carousel');
  // Clicking in the preview selects what is clicked.
  await canvas.getByRole('heading', { name: 'Monsoon offers' }).click();
  await expect(editor.getByRole('region', { name: 'Selected component' }).getByRole('heading', { name: 'Heading and text' })).toBeVisible();

  // The preview at a phone's width: the store's own phone layout, in a 390 px frame.
  await editor.getByRole('button', { name: /^Phone/ }).click();
  await expect(editor.locator('iframe[title^="Preview"]')).toHaveJSProperty('offsetWidth', 390);
  await expect(canvas.locator('.main')).toHaveJSProperty('clientWidth', 390);
  await editor.getByRole('button', { name: /^Desktop/ }).click();
  await expect(editor.locator('iframe[title^="Preview"]')).toHaveJSProperty('offsetWidth', 1280);

  // Publish asks first while sample content is left, naming each component, its place and its sample fields.
  await editor.getByRole('button', { name: 'Publish' }).click();
  const ask = editor.getByRole('dialog', { name: 'Publish it as it is?' });
  await expect(ask.getByRole('listitem')).toHaveText([
    'Heading and text (place 2) still shows sample content (text): replace it, or delete the component.',
    'Hero slider (place 3) still shows sample content (image, title, subtitle): replace it, or delete the component.',
  ]);
  const { violations } = await new AxeBuilder({ page: editor }).include('dialog[open]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await editor.getByRole('region', { name: 'Selected component' }).getByLabel(/^Text/).fill('Rain-ready staples, delivered');
  await expect(outlineOf(editor).getByRole('listitem').filter({ hasText: 'Sample content' })).toHaveText([/Hero sliderSample content/]);
  await expect(canvas.locator('.canvas-sample')).toHaveCount(1);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(ask.getByRole('listitem')).toHaveText([/^Hero slider \(place 3\)/]);
  await ask.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(standing(editor)).toHaveText('Published');

  const shopper = await shopperPage(browser, baseURL as string);
  // A shopper asking for the draft gets the published page, unmarked.
  await shopper.page.goto(`${baseURL}${path}?preview=draft`);
  const deals = shopper.page.getByRole('region', { name: 'Deals of the day' });
  await expect(deals.getByRole('article')).toHaveCount(4);
  // Published knowingly with its sample slides, which lead nowhere (a sample never links to another site).
  await expect(shopper.page.getByRole('region', { name: 'Featured' })).toContainText('Your headline');
  await expect(shopper.page.getByRole('region', { name: 'Featured' }).getByRole('link')).toHaveCount(0);
  await expect(shopper.page.getByRole('heading', { name: 'Monsoon offers' })).toBeVisible();
  await expect(shopper.page.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0);
  // In the order published: the carousel first.
  const [carouselTop, headingTop] = await Promise.all([
    deals.evaluate((e) => e.getBoundingClientRect().top),
    shopper.page.getByRole('heading', { name: 'Monsoon offers' }).evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(carouselTop).toBeLessThan(headingTop);
  await shopper.context.close();
});

// Issue 37: "a just-added empty item is not flagged before it was touched; the notice goes when the errors do (also after undo)"
// and "a component with invalid data stays on the canvas, marked, while the owner fixes it".
/**
 * Drags `source` by the pointer (the browser's own drag and drop, which crosses into the preview's frame)
 * to `to` in the editor's viewport, runs `during` while it is held there, and drops it.
 */
async function drag(
  editor: Page,
  source: Locator,
  to: () => Promise<{ x: number; y: number }>,
  during: () => Promise<void> = async () => {},
): Promise<void> {
  const from = (await source.boundingBox())!;
  await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await editor.mouse.down();
  const { x, y } = await to();
  await editor.mouse.move(x, y, { steps: 6 });
  await during();
  await editor.mouse.up();
}

/** A point across the middle of `target` (in the editor's viewport, the preview's scale included), at `down` of its height. */
async function pointIn(target: Locator, down: number): Promise<{ x: number; y: number }> {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height * down };
}

/** A drag's way to the outline: over the Outline tab first (it opens under the drag), then to `to`. */
const overOutline = (editor: Page, to: () => Promise<{ x: number; y: number }>) => async () => {
  const tab = await pointIn(editor.getByRole('tab', { name: 'Outline' }), 0.5);
  await editor.mouse.move(tab.x, tab.y, { steps: 4 });
  await expect(editor.getByRole('tab', { name: 'Outline' })).toHaveAttribute('aria-selected', 'true');
  return to();
};

test('components are dragged from the palette onto the preview and the outline (into layouts on both), and moved on the preview, where a line shows the place', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, `/dragged-${Date.now()}`);
  const canvas = canvasOf(page);
  const palette = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}\\s?(?=[A-Z])`) });
  const dropLine = canvas.locator('.canvas-drop');
  const rows = outlineOf(page).locator('.editor-list-title');
  await page.getByRole('tab', { name: 'Add' }).click();

  // Onto the empty page: the line sits where the page's content starts, and the new component's form opens.
  await drag(
    page,
    palette('Heading and text'),
    () => pointIn(page.locator('iframe[title^="Preview"]'), 0.5),
    async () => {
      await expect(dropLine).toHaveText('Add it here');
    },
  );
  await expect(dropLine).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Selected component' }).getByRole('heading', { name: 'Heading and text' })).toBeVisible();
  const heading = canvas.getByRole('heading', { name: 'Your heading' });
  await expect(heading).toBeVisible();

  // Above the heading's middle: before it.
  await drag(
    page,
    palette('FAQ'),
    () => pointIn(heading, 0.1),
    async () => {
      await expect(dropLine).toHaveText('Add it here');
    },
  );
  await expect(canvas.locator('[data-editor-index="0"] .faq')).toHaveCount(1);

  // Onto the Outline tab, which opens, then between its two rows.
  await drag(
    page,
    palette('Banner'),
    overOutline(page, () => pointIn(outlineOf(page).getByRole('listitem').nth(1), 0.1)),
    async () => {
      await expect(outlineOf(page).getByRole('listitem').nth(1)).toHaveAttribute('data-drop', 'before');
    },
  );
  await expect(rows).toHaveText([/^FAQ/, /^Banner/, /^Heading and text/]);

  // On the preview, the selected component's name is its handle: the FAQ goes below the heading.
  await outlineOf(page).locator('.editor-list-item').first().click();
  const handle = canvas.locator('.canvas-selection-name');
  await expect(handle).toHaveText('⠿ FAQ');
  await drag(
    page,
    handle,
    () => pointIn(canvas.locator('[data-editor-index="2"] > *').first(), 0.9),
    async () => {
      await expect(dropLine).toHaveText('Move it here');
    },
  );
  await expect(rows).toHaveText([/^Banner/, /^Heading and text/, /^FAQ/]);
  await expect(outlineOf(page).locator('[aria-current="true"]')).toContainText('FAQ');

  // Held over its own place, a move shows no line and drops nothing.
  await drag(
    page,
    handle,
    async () => pointIn(canvas.locator('[data-editor-index="2"] .faq'), 0.1),
    async () => {
      await expect(dropLine).toHaveCount(0);
    },
  );
  await expect(rows).toHaveText([/^Banner/, /^Heading and text/, /^FAQ/]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveText([/^FAQ/, /^Banner/, /^Heading and text/]);

  // Issue 37, layouts ("drag into and out of slots"): into a layout's columns on the preview, from the
  // palette and by the selection's handle; the line spans the column, not the page.
  await page.getByRole('tab', { name: 'Add' }).click();
  await drag(page, palette('Columns'), () => pointIn(canvas.locator('[data-editor-index="2"] > *').first(), 0.9));
  const empty = canvas.locator('.canvas-empty-slot');
  await expect(empty).toHaveCount(2);
  await page.getByRole('tab', { name: 'Add' }).click();
  await drag(
    page,
    palette('Heading and text'),
    () => pointIn(empty.nth(1), 0.5),
    async () => {
      await expect(dropLine).toHaveText('Add it here');
      const [line, column] = await Promise.all([dropLine.boundingBox(), empty.nth(1).boundingBox()]);
      expect(Math.abs(line!.width - column!.width)).toBeLessThan(2);
    },
  );
  const selectedPanel = page.getByRole('region', { name: 'Selected component' });
  await expect(selectedPanel.getByText('In Columns, Column 2')).toBeVisible();
  await expect(empty).toHaveCount(1);
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(rows).toHaveText([/^FAQ/, /^Banner/, /^Heading and text/, /^Columns/, /^Heading and text/]);
  await outlineOf(page)
    .getByRole('button', { name: /^Banner/ })
    .click();
  await expect(handle).toHaveText('⠿ Banner');
  await drag(
    page,
    handle,
    () => pointIn(empty, 0.5),
    async () => {
      await expect(dropLine).toHaveText('Move it here');
    },
  );
  await expect(rows).toHaveText([/^FAQ/, /^Heading and text/, /^Columns/, /^Banner/, /^Heading and text/]);
  await expect(selectedPanel.getByText('In Columns, Column 1')).toBeVisible();
  await expect(empty).toHaveCount(0);

  // From the palette onto the outline, into a column: below the second column's heading, the line under it.
  await page.getByRole('tab', { name: 'Add' }).click();
  const inColumn2 = outlineOf(page).locator('li.editor-row').nth(4);
  await drag(
    page,
    palette('FAQ'),
    overOutline(page, () => pointIn(inColumn2, 0.9)),
    async () => {
      await expect(inColumn2).toHaveAttribute('data-drop', 'after');
      await expect(outlineOf(page).locator('[data-drop]')).toHaveCount(1);
    },
  );
  await expect(selectedPanel.getByText('In Columns, Column 2')).toBeVisible();
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(rows).toHaveText([/^FAQ/, /^Heading and text/, /^Columns/, /^Banner/, /^Heading and text/, /^FAQ/]);
  await expect(canvas.locator('[data-editor-parent="2"][data-editor-list="1"]')).toHaveCount(2);
});

test('a new page starts from a template or from a copy of another of the website’s pages, each one step that Undo takes back', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, `/started-${Date.now()}`);
  const start = page.getByRole('region', { name: 'Start from' });
  const rows = outlineOf(page).locator('.editor-list-title');
  await expect(start.getByRole('list', { name: 'Templates' }).getByRole('button')).toHaveText([
    /^A sale page/,
    /^A landing page/,
    /^A brand page/,
  ]);
  const { violations } = await new AxeBuilder({ page }).include('.editor-side').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // A template's sample content is marked as such; the product row shows the catalogue, nothing to replace.
  await start.getByRole('button', { name: /^A sale page/ }).click();
  await expect(rows).toHaveText([/^Hero slider/, /^Product carousel/, /^Banner grid/, /^FAQ/]);
  await expect(outlineOf(page).getByRole('listitem').filter({ hasText: 'Sample content' })).toHaveCount(3);
  await expect(start).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(0);

  // Another page's components as it was last saved: the owner's own content, nothing marked.
  await start.getByLabel('Or a copy of this website’s page').selectOption('/about');
  await start.getByRole('button', { name: 'Copy its components' }).click();
  await expect(rows).toHaveText([/^Heading and text/, /^Image with text/, /^HTML block/, /^Supplier carousel/, /^FAQ/]);
  await expect(outlineOf(page).getByText('Sample content')).toHaveCount(0);
  await expect(canvasOf(page).getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
});

test('the owner saves a page as a template of the website’s, a new page starts from it, and it is deleted once not wanted', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, '/about');
  const before = await standing(page).textContent();
  await page.getByRole('tab', { name: 'Pages' }).click();
  const templates = page.getByRole('region', { name: 'Templates' });
  const titleField = templates.getByLabel('Save this page as a template called');
  await templates.getByRole('button', { name: 'Save as a template' }).click();
  await expect(templates.getByText('Enter a title')).toBeVisible();
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  const title = `Our story ${Date.now()}`;
  await titleField.fill(title);
  await templates.getByLabel('What it is for (optional)').fill('Who we are and who grows our food');
  await templates.getByRole('button', { name: 'Save as a template' }).click();
  await expect(templates.getByRole('status')).toHaveText(`Saved as the template “${title}”: a new page can start from it.`);
  const saved = templates.getByRole('list', { name: 'This website’s templates' }).getByRole('listitem').filter({ hasText: title });
  await expect(saved).toContainText('5 components · saved by Meera Staff at');
  await expect(titleField).toHaveValue('');
  // Saving a template saves nothing of the page itself.
  await expect(standing(page)).toHaveText(before!);
  const { violations } = await new AxeBuilder({ page }).include('.editor-side').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await openEditor(page, `/from-ours-${Date.now()}`);
  const start = page.getByRole('region', { name: 'Start from' });
  await start
    .getByRole('list', { name: 'This website’s templates' })
    .getByRole('button', { name: `${title} Who we are and who grows our food` })
    .click();
  const rows = outlineOf(page).locator('.editor-list-title');
  await expect(rows).toHaveText([/^Heading and text/, /^Image with text/, /^HTML block/, /^Supplier carousel/, /^FAQ/]);
  await expect(canvasOf(page).getByRole('heading', { name: 'About FreshKart' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(0);

  await page.getByRole('tab', { name: 'Pages' }).click();
  await templates.getByRole('button', { name: `Delete the template ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the template “${title}”?` });
  await expect(dialog).toBeVisible();
  const inDialog = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(inDialog.violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(templates.getByRole('status')).toHaveText(
    `The template “${title}” is deleted; pages started from it keep their components.`,
  );
  await expect(saved).toHaveCount(0);
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(start.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});

test('a new slide is not flagged until it is edited or Publish is pressed; the slider stays on the canvas, marked', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  const path = `/quiet-${Date.now()}`;
  await openEditor(page, path);
  await add(page, 'Hero slider');
  await outlineOf(page)
    .getByRole('button', { name: /^Hero slider/ })
    .click();
  const form = page.getByRole('region', { name: 'Selected component' });
  const canvas = canvasOf(page);
  const slider = canvas.getByRole('region', { name: 'Featured' });
  await expect(slider).toContainText('Your headline');
  await form.getByRole('button', { name: 'Add slide' }).click();
  await expect(form.getByRole('group', { name: 'Slide 3' }).first()).toBeVisible();
  await expect(form.locator('.field-error')).toHaveCount(0);
  await expect(outlineOf(page).getByText('Needs fixing')).toHaveCount(0);
  // Its data fails its schema now (a slide without an image), yet the slider is drawn as it last passed, unmarked.
  await expect(slider).toContainText('Your headline');
  await expect(canvas.locator('.canvas-fixing')).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Put the marked errors right before publishing')).toBeVisible();
  await expect(form.locator('.field-error')).toHaveText(['Choose an image']);
  await expect(outlineOf(page).getByText('Needs fixing')).toBeVisible();
  await expect(canvas.locator('.canvas-fixing')).toHaveText('Needs fixing');
  await expect(slider).toContainText('Your headline');
  const { violations } = await new AxeBuilder({ page }).include('.editor-fields').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Undo takes the slide away, and with it the error, the mark and the notice; Redo brings them back.
  await page.keyboard.press('Control+z');
  await expect(form.locator('.field-error')).toHaveCount(0);
  await expect(page.getByText('Put the marked errors right before publishing')).toBeHidden();
  await expect(outlineOf(page).getByText('Needs fixing')).toHaveCount(0);
  await expect(canvas.locator('.canvas-fixing')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(outlineOf(page).getByText('Needs fixing')).toBeVisible();

  // Opened again with the slide still empty, the slider has no version that passed: a box says so, marked.
  await page.reload();
  await expect(page.getByText('Your unsaved changes from last time are back')).toBeVisible();
  await expect(canvas.locator('.canvas-broken')).toHaveText('This component cannot be shown until the marked fields are put right.');
  await expect(canvas.locator('.canvas-fixing')).toHaveText('Needs fixing');
  await outlineOf(page)
    .getByRole('button', { name: /^Hero slider/ })
    .click();
  await form.getByRole('group', { name: 'Slide 3' }).last().getByRole('button', { name: 'Remove' }).click();
  await expect(canvas.locator('.canvas-broken')).toHaveCount(0);
  await expect(slider).toContainText('Your headline');
  await expect(canvas.locator('.canvas-fixing')).toHaveCount(0);
});

// Issue 37: "a skip link from the palette to the selected component's form (today 85 Tabs through the canvas's links),
// Escape deselects, page settings ("This page", SEO) reachable from the outline".
test('by keyboard: a skip past the preview to the form, Escape deselects, and the page’s settings from the outline', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, `/keys-${Date.now()}`);
  await add(page, 'Heading and text');
  const aside = page.getByRole('region', { name: 'Selected component' });
  const heading = outlineOf(page).getByRole('button', { name: /^Heading and text/ });
  await heading.click();
  await expect(aside.getByRole('heading', { name: 'Heading and text' })).toBeVisible();

  const skip = page.getByRole('button', { name: 'Skip the preview: go to the form' });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(aside).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await aside.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(aside.getByRole('heading', { name: 'This page' })).toBeVisible();
  await expect(aside).toBeFocused();
  // Escape in a field is the field's: typing is never thrown away.
  await heading.click();
  await aside.getByLabel('Title', { exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(aside.getByRole('heading', { name: 'Heading and text' })).toBeVisible();

  await outlineOf(page).locator('..').getByRole('button', { name: 'This page’s settings' }).click();
  await expect(aside.getByRole('heading', { name: 'This page' })).toBeVisible();
  await expect(aside.getByLabel(/^Title in search results/)).toBeVisible();
});

// Issue 37: "at 390 px the status text makes the editor 502 px wide, the top bar does not stay on top and
// the Outline is 2,250 px down. The editor fits a phone (one panel at a time, tabs to switch)".
test('on a phone the editor shows one part at a time under a bar that stays on top', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  await page.setViewportSize({ width: 390, height: 844 });
  const path = `/phone-${Date.now()}`;
  await openEditor(page, path);
  const parts = page.getByRole('group', { name: 'Show' });
  await expect(parts.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  await add(page, 'Heading and text');
  await add(page, 'FAQ');
  await expect(standing(page)).toHaveText('Unsaved changes');
  // A tap on a component in the preview opens its form.
  await showEditorPart(page, 'Preview');
  await canvasOf(page).getByRole('heading', { name: 'Your questions and answers' }).click();
  await expect(parts.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Selected component' }).getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeHidden();
  // The form scrolls in its part; the bar (and Publish) stay where they are, and nothing scrolls sideways.
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.locator('.editor-fields').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect((await page.getByRole('button', { name: 'Publish' }).boundingBox())?.y).toBeLessThan(200);
  expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight, window.scrollY])).toEqual([
    390, 844, 0,
  ]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await showEditorPart(page, 'Panels');
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Selected component' })).toBeHidden();
});

test('a draft stays unseen by shoppers, and unsaved changes survive a reload', async ({ page, context, browser, baseURL }) => {
  await context.addCookies(cookies.staff);
  const path = `/draft-${Date.now()}`;
  await openEditor(page, path);
  await add(page, 'FAQ');
  await expect(standing(page)).toHaveText('Unsaved changes');
  await page.reload();
  await expect(page.getByText('Your unsaved changes from last time are back')).toBeVisible();
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');

  const shopper = await shopperPage(browser, baseURL as string);
  const response = await shopper.page.goto(`${baseURL}${path}`);
  expect(response?.status()).toBe(404);
  await shopper.context.close();

  // Staff see the draft on the real store through the preview link.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Preview the draft on the store/ }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`${path}\\?preview=draft$`));
  await expect(preview.getByRole('heading', { name: 'Your questions and answers' })).toBeVisible();
  // Issue 37: the draft preview says so on the store.
  await expect(preview.getByRole('complementary', { name: 'Draft preview' })).toContainText(
    'Shoppers do not see this version until it is published.',
  );
  const marked = await new AxeBuilder({ page: preview }).include('.draft-marker').analyze();
  expect(marked.violations.map((violation) => violation.id)).toEqual([]);
});

// Issue 37, "Shareable previews": signed, read-only, expiring, revocable, marked, never indexed.
test('a draft is shared by a link that a guest opens, marked as a preview and not indexed, until it is withdrawn', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.addCookies(cookies.staff);
  const path = `/shared-${Date.now()}`;
  await openEditor(page, path);
  await page.getByRole('tab', { name: 'History' }).click();
  const share = page.getByRole('region', { name: 'Share a preview' });
  await expect(share.getByText('Save a draft first: a link shows the newest saved version.')).toBeVisible();
  await expect(share.getByRole('button', { name: 'Make a link' })).toBeDisabled();
  await add(page, 'FAQ');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');
  await page.getByRole('tab', { name: 'History' }).click();
  await share.getByLabel('The link works for').selectOption({ label: 'a week' });
  await share.getByRole('button', { name: 'Make a link' }).click();
  await expect(share.getByRole('status')).toHaveText(/^A link is made: it works until \d/);
  const field = share.getByRole('list', { name: 'Links that work now' }).getByRole('textbox');
  await expect(field).toHaveCount(1);
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}${path}\\?share=\\d+\\.[\\w-]{43}$`));
  const { violations } = await new AxeBuilder({ page }).include('.editor-side').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // A guest, with no account and no cookies, sees the draft through the link only.
  const guest = await shopperPage(browser, baseURL as string);
  const response = await guest.page.goto(link);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(guest.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(guest.page.getByRole('heading', { name: 'Your questions and answers' })).toBeVisible();
  await expect(guest.page.getByRole('complementary', { name: 'Draft preview' })).toBeVisible();
  expect((await guest.page.goto(`${baseURL}${path}`))?.status()).toBe(404);

  await share.getByRole('button', { name: /^Withdraw link/ }).click();
  await expect(share.getByRole('status')).toHaveText(/is withdrawn: it no longer opens the preview\.$/);
  await expect(field).toHaveCount(0);
  expect((await guest.page.goto(link))?.status()).toBe(404);
  await expect(guest.page.getByRole('heading', { name: 'Your questions and answers' })).toHaveCount(0);
  await guest.context.close();
});

// Issue 37: "Unsaved changes brought back after a reload can be discarded (Discard changes, confirmed)".
test('unsaved changes brought back after a reload are discarded, once confirmed', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  const path = `/discard-${Date.now()}`;
  await openEditor(page, path);
  await add(page, 'FAQ');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');
  await expect(page.getByRole('button', { name: 'Discard…' })).toHaveCount(0);
  await add(page, 'Heading and text');
  await page.reload();
  await expect(page.getByText('Your unsaved changes from last time are back')).toBeVisible();
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Discard…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard your unsaved changes?' });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Discard…' }).click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('Your unsaved changes are discarded: Undo brings them back')).toBeVisible();
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(1);
  await expect(standing(page)).toHaveText('Draft: not published');
  await expect(canvasOf(page).getByRole('heading', { name: 'Your heading' })).toHaveCount(0);
  // Gone from this browser too: the next visit opens the saved draft.
  await page.reload();
  await expect(standing(page)).toHaveText('Draft: not published');
  await expect(page.getByText('Your unsaved changes from last time are back')).toHaveCount(0);
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(1);
});

test('every published version is kept: one is previewed, restored as a draft and published again', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.addCookies(cookies.staff);
  const path = `/history-${Date.now()}`;
  await openEditor(page, path);
  await add(page, 'Heading and text');
  await page.getByLabel(/^Text/).fill('What is new this week');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('First edition');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(standing(page)).toHaveText('Published');
  await title.fill('Second edition');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(standing(page)).toHaveText('Published');

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Published versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Published now');
  await expect(versions.first()).toContainText('by Meera Staff');
  await versions.nth(1).getByRole('button', { name: 'Preview' }).click();
  await expect(canvasOf(page).getByRole('heading', { name: 'First edition' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(standing(page)).toHaveText('Published · changes not yet published');
  await expect(canvasOf(page).getByRole('heading', { name: 'First edition' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(standing(page)).toHaveText('Published');

  const shopper = await shopperPage(browser, baseURL as string);
  await shopper.page.goto(`${baseURL}${path}`);
  await expect(shopper.page.getByRole('heading', { name: 'First edition' })).toBeVisible();
  await shopper.context.close();
});

// Issue 37, "Scheduled publishing": publish at a chosen time (IST shown, UTC stored) and take offline
// at another; the server does it with nobody in the editor; History shows what is scheduled, and a
// schedule can be cancelled. The server's tests move its clock (tests/server/publish-schedules.test.ts);
// here the real server's housekeeping publishes at the next whole minute, while the rest is checked.
test('a sale page is scheduled to publish at the next minute and go offline on Sunday; the server publishes it with the editor closed', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.addCookies(cookies.staff);
  const path = `/midnight-sale-${Date.now()}`;
  await openEditor(page, path);
  await add(page, 'Heading and text');
  await page.getByLabel('Title', { exact: true }).fill('Midnight sale');
  await page.getByLabel(/^Text/).fill('Everything at half price until Sunday');
  await page.getByRole('tab', { name: 'History' }).click();
  const panel = page.getByRole('region', { name: 'Publish at a set time' });
  await expect(panel.getByText('Save the draft first: a schedule publishes the newest saved version.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');

  // At least 20 seconds ahead (what follows takes about that), to the minute: the owner picks minutes.
  const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const sunday = new Date(due.getTime() + 3 * 86_400_000);
  await panel.getByLabel(/^Publish the newest saved version of this page on/).fill(toShopInput(due));
  await panel.getByLabel('Afterwards').selectOption({ label: 'Take the page offline' });
  // A second time before the first is caught before anything is sent.
  await panel.getByLabel('Take it offline on').fill(toShopInput(new Date(due.getTime() - 3_600_000)));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This must come after the time it is published');
  await expect(panel.getByLabel('Take it offline on')).toHaveAttribute('aria-invalid', 'true');
  await panel.getByLabel('Take it offline on').fill(toShopInput(sunday));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel.getByRole('status')).toContainText(/^Version \d+ publishes on .+ IST, and goes offline on .+ IST\.$/);
  const waiting = panel.getByRole('list', { name: 'Scheduled changes' }).getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toContainText(/Publishes version \d+on .+ IST, scheduled by Meera Staff/);
  await expect(waiting.nth(1)).toContainText('Takes the page offline');
  expect((await new AxeBuilder({ page }).include('.editor-panel').analyze()).violations).toEqual([]);

  // Not yet: shoppers do not see it before its time.
  const shopper = await shopperPage(browser, baseURL as string);
  expect((await shopper.page.goto(`${baseURL}${path}`))?.status()).toBe(404);

  // Scheduled twice by mistake, and cancelled: it never happens.
  await panel.getByLabel('Afterwards').selectOption({ label: 'Keep it published' });
  await panel.getByLabel(/^Publish the newest saved version/).fill(toShopInput(sunday));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(waiting).toHaveCount(3);
  await waiting
    .nth(2)
    .getByRole('button', { name: /^Cancel: Publishes version/ })
    .click();
  await expect(panel.getByRole('status')).toHaveText('Cancelled: it will not happen.');
  await expect(waiting).toHaveCount(2);

  // The editor closes; the server publishes at the minute.
  await page.close();
  await expect(async () => {
    await shopper.page.goto(`${baseURL}${path}`);
    await expect(shopper.page.getByRole('heading', { name: 'Midnight sale' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  await shopper.context.close();

  const editor = await context.newPage();
  await openEditor(editor, path);
  await expect(standing(editor)).toHaveText('Published');
  await editor.getByRole('tab', { name: 'History' }).click();
  const after = editor.getByRole('region', { name: 'Publish at a set time' });
  await expect(after.getByRole('list', { name: 'Done as scheduled' })).toContainText(/Published version \d+on .+ IST, as scheduled/);
  await expect(after.getByRole('list', { name: 'Scheduled changes' }).getByRole('listitem')).toHaveCount(1);
  await expect(editor.getByRole('list', { name: 'Published versions' }).getByRole('listitem').first()).toContainText(
    /Published now \(version \d+\)by Meera Staff/,
  );
});

test('a page moved to a new path keeps its old links working; a deleted one is gone', async ({ page, context, browser, baseURL }) => {
  await context.addCookies(cookies.staff);
  const stamp = Date.now();
  await openEditor(page, `/rename-${stamp}`);
  await add(page, 'Heading and text');
  await page.getByLabel('Title', { exact: true }).fill('Moving house');
  await page.getByLabel(/^Text/).fill('Same page, new address');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(standing(page)).toHaveText('Published');
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByLabel('Move it to').fill(`/moved-${stamp}`);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Editing /moved-${stamp}` })).toBeVisible();
  await expect(standing(page)).toHaveText('Published');

  const shopper = await shopperPage(browser, baseURL as string);
  await shopper.page.goto(`${baseURL}/rename-${stamp}`);
  await expect(shopper.page).toHaveURL(new RegExp(`/moved-${stamp}$`));
  await expect(shopper.page.getByRole('heading', { name: 'Moving house' })).toBeVisible();

  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByRole('button', { name: 'Delete this page' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete /moved-${stamp}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Editing /' })).toBeVisible();
  expect((await shopper.page.goto(`${baseURL}/moved-${stamp}`))?.status()).toBe(404);
  await shopper.context.close();
});

test('the product page’s template is edited once and previewed with a real product', async ({ page, context }) => {
  // Only saved as a draft: published, it would change every product page under the other journeys
  // (tests/server/page-builder.test.ts publishes one and reads a product page).
  await context.addCookies(cookies.staff);
  await openEditor(page, '/products/:slug');
  const frame = page.locator('iframe[title^="Preview of /products/"]');
  await expect(frame).toHaveAttribute('title', /^Preview of \/products\/[a-z0-9-]+$/);
  const slug = ((await frame.getAttribute('title')) ?? '').split('/').pop();
  const product = demoProducts('freshkart').find((p) => p.slug === slug);
  await expect(canvasOf(page).getByRole('heading', { name: product?.name ?? 'no such product', level: 1 })).toBeVisible();
  await add(page, 'Heading and text');
  await page.getByLabel('Title', { exact: true }).fill('Packed fresh the morning it ships');
  await expect(canvasOf(page).getByRole('heading', { name: 'Packed fresh the morning it ships' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByRole('button', { name: 'Reset this page' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(1);
  await expect(standing(page)).toHaveText('The store’s default page');
});

test('an image is uploaded from the image field, shown in the preview, and picked again from the library', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, `/images-${Date.now()}`);
  await add(page, 'Banner');
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
  const fields = page.getByRole('region', { name: 'Selected component' });
  await fields.getByLabel('Upload an image').first().setInputFiles({ name: 'Monsoon offer.png', mimeType: 'image/png', buffer: png });
  await expect(fields.getByText('Uploaded: Monsoon offer.png (1200 × 600)')).toBeVisible();
  const image = fields.getByLabel('Image', { exact: true });
  await expect(image).toHaveValue(/^monsoon-offer-[0-9a-f]{12}\.png$/);
  const name = await image.inputValue();
  const shown = canvasOf(page).locator(`img[src*="${name}"]`).first();
  await expect(shown).toBeVisible();
  // Visible once laid out; drawn once the file has arrived (it is the only image of the page, so it is asked for at once).
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await image.fill('');
  await fields.getByRole('button', { name: 'Choose from the library' }).first().click();
  await fields.getByLabel('Find an uploaded image').fill('monsoon');
  await fields.getByRole('list', { name: 'Uploaded images' }).getByRole('button', { name: 'Monsoon offer.png' }).click();
  await expect(image).toHaveValue(name);
});

// Issue 22, item 2: the page-weight meter, from the build's manifest and the images' sizes, shown
// while editing and at publish; a heavy component above a phone's fold is named.
test('the page weight is shown while editing and a heavy banner above the fold is named at publish', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, `/heavy-${Date.now()}`);
  const weight = page.getByRole('region', { name: /^Page weight/ });
  await expect(weight.getByText(/^Store code every page loads: [\d.]+ KB of 110 KB$/)).toBeVisible();
  await add(page, 'Heading and text');
  await expect(weight.getByRole('status')).toHaveText('within budget');
  await expect(weight.getByText(/^This page’s components: [\d.]+ KB of 60 KB$/)).toBeVisible();
  // A photo-like image (noise does not compress) uploaded into a banner at the top of the page.
  await add(page, 'Banner');
  await page.getByRole('button', { name: 'Move up' }).click();
  let seed = 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16) & 255;
  const noise = await sharp(Buffer.from(Array.from({ length: 1600 * 900 * 3 }, random)), {
    raw: { width: 1600, height: 900, channels: 3 },
  })
    .png()
    .toBuffer();
  const fields = page.getByRole('region', { name: 'Selected component' });
  await fields.getByLabel('Upload an image').first().setInputFiles({ name: 'Big photo.png', mimeType: 'image/png', buffer: noise });
  await expect(fields.getByText(/^Uploaded: Big photo\.png/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Phone' }).click();
  const warning = weight.getByRole('listitem').filter({ hasText: /^Banner \(1\) weighs \d+ KB and sits above the fold on a phone/ });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Publish' }).click();
  const ask = page.getByRole('dialog', { name: 'Publish it as it is?' });
  await expect(ask).toContainText('Banner (1) weighs');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(standing(page)).toHaveText('Unsaved changes');
  // The owner may still publish it, knowingly.
  await page.getByRole('button', { name: 'Publish' }).click();
  await ask.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(standing(page)).toHaveText('Published');
});

// Issue 37: "Conflicts merge per component: edits to different components from two tabs both survive;
// only a real clash asks, with a diff of the two versions."
test('two tabs’ saves merge component by component; only a real clash asks, showing both versions', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  const path = `/shared-${Date.now()}`;
  const other = await context.newPage();
  await openEditor(page, path);
  await openEditor(other, path);
  await add(page, 'Heading and text');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');

  // Different components: both survive, saved again on the newer version, without asking.
  await add(other, 'FAQ');
  await other.getByRole('button', { name: 'Save draft' }).click();
  await expect(other.getByText('Draft saved with the changes Meera Staff made meanwhile: look them over before publishing')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: 'This page changed while you were editing' })).toHaveCount(0);
  await expect(outlineOf(other).getByRole('listitem')).toHaveText([/Heading and text/, /FAQ/]);
  await page.reload();
  await expect(outlineOf(page).getByRole('listitem')).toHaveText([/Heading and text/, /FAQ/]);

  // The same field of the same component: a real clash, shown side by side.
  const title = (editor: Page) => editor.getByRole('region', { name: 'Selected component' }).getByLabel('Title', { exact: true });
  await outlineOf(page).locator('.editor-list-item').first().click();
  await title(page).fill('Monsoon offers');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(page)).toHaveText('Draft: not published');
  await outlineOf(other).locator('.editor-list-item').first().click();
  await title(other).fill('Diwali offers');
  await other.getByRole('button', { name: 'Save draft' }).click();
  const conflict = other.getByRole('alert').filter({ hasText: 'This page changed while you were editing' });
  await expect(conflict).toContainText('Meera Staff saved a newer version');
  const diff = conflict.getByRole('table', { name: 'Heading and text' });
  await expect(diff.getByRole('row', { name: /Title/ })).toHaveText(/Content › Title\s*Diwali offers\s*Monsoon offers/);
  expect((await new AxeBuilder({ page: other }).include('.editor-conflict').analyze()).violations).toEqual([]);

  // Taking theirs can be undone; then saving keeps mine over theirs.
  await conflict.getByRole('button', { name: /^Take theirs for these/ }).click();
  await expect(outlineOf(other)).toContainText('Monsoon offers');
  await other.keyboard.press('Control+z');
  await expect(outlineOf(other)).toContainText('Diwali offers');
  await other.getByRole('button', { name: 'Save draft' }).click();
  await expect(standing(other)).toHaveText('Draft: not published');
  await page.reload();
  await expect(outlineOf(page)).toContainText('Diwali offers');
  await expect(outlineOf(page).getByRole('listitem')).toHaveCount(2);
});

test('a component copied on one page is pasted on another, in another tab; a hostile clipboard is refused', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  const stamp = Date.now();
  await openEditor(page, `/copy-from-${stamp}`);
  await add(page, 'FAQ');
  await page.getByLabel('Title', { exact: false }).first().fill('Copied questions');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied: paste it on any page of this store')).toBeVisible();

  const other = await context.newPage();
  await openEditor(other, `/copy-to-${stamp}`);
  await other.getByRole('button', { name: 'Paste at the end' }).click();
  await expect(outlineOf(other).getByRole('listitem')).toHaveCount(1);
  await expect(canvasOf(other).getByRole('heading', { name: 'Copied questions' })).toBeVisible();

  await other.evaluate(() =>
    localStorage.setItem(
      'page-editor:clipboard',
      JSON.stringify({
        kind: 'storefront/components',
        version: 2,
        components: [{ name: 'html-block', data: { html: 42 } }, { name: '<script>alert(1)</script>' }],
      }),
    ),
  );
  await other.getByRole('button', { name: /^Paste after/ }).click();
  await expect(
    other.getByText(/Nothing pasted\. Refused: html-block: must be string; <script>alert\(1\)<\/script>: unknown component type/),
  ).toBeVisible();
  await expect(outlineOf(other).getByRole('listitem')).toHaveCount(1);
});

// As the XSS suite (tests/security/xss.spec.ts): the page's CSP is bypassed, so the sanitiser and
// React's escaping alone must hold (with it, Chrome reports the inline handlers DOMPurify's inert
// parse meets as violations, though nothing runs).
test.describe('without the Content-Security-Policy', () => {
  test.use({ bypassCSP: true });
  test('hostile text typed into every field runs nothing in the editor, the preview or the store', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await context.addCookies(cookies.staff);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const path = `/hostile-${Date.now()}`;
    await openEditor(page, path);
    const hostile = [
      '"><img src=x onerror="window.__xss=1">',
      'javascript:window.__xss=1',
      '<script>window.__xss=1</script>',
      '\'"><svg onload=alert(1)>',
    ];
    await page.getByRole('tab', { name: 'Add' }).click();
    const kinds = await page.getByRole('list', { name: 'Components' }).getByRole('button').count();
    for (let k = 0; k < kinds; k++) {
      await page.getByRole('tab', { name: 'Add' }).click();
      const kind = page.getByRole('list', { name: 'Components' }).getByRole('button').nth(k);
      if ((await kind.textContent())?.startsWith('Screen')) continue;
      await kind.click();
      const fields = page.locator('.editor-fields').locator('input[type="text"], textarea');
      const count = await fields.count();
      for (let f = 0; f < count; f++) await fields.nth(f).fill(hostile[(k + f) % hostile.length] as string);
    }
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.waitForTimeout(500);
    const frame = page.frames().find((f) => f.url().endsWith('/page-builder/canvas'));
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await frame?.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // What does not validate (a hostile text where a pattern is asked) cannot be published: delete it, publish the rest.
    for (let guard = 0; guard < 20 && (await outlineOf(page).getByText('Needs fixing').count()); guard++) {
      await outlineOf(page).getByRole('listitem').filter({ hasText: 'Needs fixing' }).first().locator('.editor-list-item').click();
      await page.getByRole('button', { name: 'Delete' }).click();
    }
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(standing(page)).toHaveText('Published');
    expect(await outlineOf(page).getByRole('listitem').count()).toBeGreaterThan(2);

    const shopper = await shopperPage(browser, baseURL as string, { bypassCSP: true });
    shopper.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await shopper.page.goto(`${baseURL}${path}`);
    await shopper.page.waitForTimeout(500);
    expect(await shopper.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await shopper.context.close();
    expect(dialogs).toEqual([]);
  });
});

// Issue 37: "The HTML block says what the sanitiser will remove (`<script>`, `on*` handlers, …) as the owner types".
test('the HTML block says what the sanitiser removes as the owner types, and the canvas draws what is kept', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, `/html-${Date.now()}`);
  await add(page, 'HTML block');
  const html = page.getByRole('textbox', { name: 'HTML' });
  await html.fill('');
  await expect(page.getByText('Empty: shoppers see nothing of this block.')).toBeVisible();
  // An on* handler is removed too (ComponentForm.test.tsx), but Chromium reports a CSP violation when the
  // sanitiser parses one, which this file's pages fail on: a javascript: link stands in for it here.
  await html.fill('<h2>Festive hampers</h2><p><a href="javascript:alert(1)">Order by Friday.</a></p><script>alert(2)</script>');
  const verdict = page.getByRole('status', { name: 'What the store will render' });
  await expect(verdict).toContainText('Removed by the sanitiser: the href attribute of <a>, <script>.');
  const block = canvasOf(page).locator('.html-block');
  await expect(block.getByRole('heading', { name: 'Festive hampers' })).toBeVisible();
  await expect(block.locator('[href^="javascript"], script')).toHaveCount(0);
  await html.fill('<h2>Festive hampers</h2><p>Order by Friday.</p>');
  await expect(verdict).toContainText('The sanitiser keeps all of it.');
  expect((await new AxeBuilder({ page }).include('.editor-fields').analyze()).violations).toEqual([]);
});

// Issue 22, item 3: axe runs in the editor over the canvas; each problem points at the component and field.
test('an accessibility problem points at a linked banner without alt text, and goes once the alt text is written', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, '/a11y-check');
  await add(page, 'Banner');
  await page.getByRole('textbox', { name: 'Image', exact: true }).fill('/s/media/files/banner-oils.svg');
  // A linked image with no caption and no alt text: the link says nothing to a screen reader.
  await page.getByRole('textbox', { name: /^Link/ }).fill('/products');
  await expect(page.getByRole('textbox', { name: 'Image description (alt text)', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: /^Title/ }).fill('');
  await page.getByRole('textbox', { name: /^Text/ }).fill('');
  const checks = page.getByRole('region', { name: /^Accessibility/ });
  const problem = checks.getByRole('listitem').filter({ hasText: 'Banner (1) · Image description (alt text)' });
  await expect(problem).toContainText('Links must have discernible text', { timeout: 15_000 });
  await expect(outlineOf(page).getByText('Accessibility')).toBeVisible();
  // Away from the banner, "Show where to fix it" selects it and puts the cursor in its alt text.
  await page.getByRole('button', { name: /^Move Banner/ }).focus();
  await problem.getByRole('button', { name: 'Show where to fix it' }).click();
  await expect(page.getByRole('textbox', { name: 'Image description (alt text)', exact: true })).toBeFocused();
  await page.keyboard.type('Cold-pressed oils, 20% off');
  await expect(checks.getByRole('status')).toHaveText('nothing found', { timeout: 15_000 });
  await expect(outlineOf(page).getByText('Accessibility')).toBeHidden();
});

// Issue 22, item 4: a page exported as a fixture file (the format of fixtures/websites/*/pages/) and
// imported into the other demo website as a draft; the whole website exported as fixtures/ lays it out.
// Issue 37, item 4. Only drafts: a publish would change /contact under the other suites' shoppers
// (tests/server/page-builder.test.ts publishes, restores and resets seeded pages).
test('a seeded page’s history starts with the page as it was before the editor, which can be previewed and restored', async ({
  page,
  context,
}) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, '/contact');
  const seededHeading = canvasOf(page).getByRole('heading', { level: 1 }).first();
  const seededTitle = (await seededHeading.textContent()) ?? '';
  expect(seededTitle).not.toBe('');
  await outlineOf(page).locator('.editor-list-item').first().click();
  await page.getByLabel('Title', { exact: true }).first().fill('Call us, changed');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // One status everywhere: the top bar and the pages list say the same.
  await expect(standing(page)).toHaveText('Published · changes not yet published');
  await page.getByRole('tab', { name: 'Pages' }).click();
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem').filter({ hasText: '/contact' })).toContainText(
    'Published · changes not yet published',
  );

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Published versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('Published now');
  await expect(versions.first()).toContainText('as it was before the editor');
  await versions.first().getByRole('button', { name: 'Restore' }).click();
  await expect(canvasOf(page).getByRole('heading', { name: seededTitle, level: 1 })).toBeVisible();
  await expect(canvasOf(page).getByText('Call us, changed')).toHaveCount(0);
});

test('a page is exported as a fixture file and imported into the other demo website as a draft', async ({ page, context, baseURL }) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, '/about');
  await page.getByRole('tab', { name: 'Pages' }).click();
  const [pageFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this page' }).click()]);
  expect(pageFile.suggestedFilename()).toBe('about.json');
  const saved = test.info().outputPath('about.json');
  await pageFile.saveAs(saved);
  const fixture = JSON.parse(readFileSync(saved, 'utf8'));
  expect(Object.keys(fixture)).toEqual(['path', 'title', 'page']);
  expect(fixture.path).toBe('/about');

  const [siteFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the website' }).click()]);
  expect(siteFile.suggestedFilename()).toBe('freshkart-fixtures.zip');
  const names = Object.keys(unzipSync(readFileSync(await siteFile.path())));
  expect(names).toContain('websites/freshkart/website.json');
  expect(names).toContain('websites/freshkart/pages/about.json');

  // Into the other demo website (a superadmin enters it), where /about is its own page until the import.
  const daily = dailyOrigin(baseURL);
  const entry = await websiteEntry(page, 'daily');
  expect(new URL(entry).origin).toBe(daily);
  await page.goto(entry);
  await page.goto(`${daily}/page-builder?path=%2Fabout`);
  await expect(standing(page)).not.toHaveText('Opening…');
  const imported = canvasOf(page).getByRole('heading', { name: fixture.page.data[0].data.title });
  await expect(canvasOf(page).getByRole('heading').first()).toBeVisible();
  await expect(imported).toHaveCount(0);
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByLabel(/^Open files/).setInputFiles(saved);
  const report = page.getByRole('list', { name: 'What the import did' });
  await expect(report).toContainText(`about.json: /about is saved as a draft with ${fixture.page.data.length} components.`);
  // A draft only: the editor opens it, shoppers of that website still get its own page.
  await page.reload();
  await expect(standing(page)).toHaveText('Published · changes not yet published');
  await expect(imported).toBeVisible();
});

test('view-only staff browse and preview but cannot change, save or publish', async ({ page, context }) => {
  await context.addCookies(cookies.viewer);
  await openEditor(page, '/');
  await expect(standing(page)).toContainText('view only');
  for (const name of ['Save draft', 'Publish', 'Undo']) await expect(page.getByRole('button', { name })).toBeDisabled();
  await expect(
    outlineOf(page)
      .getByRole('button', { name: /^Move / })
      .first(),
  ).toBeDisabled();
  await outlineOf(page).locator('.editor-list-item').first().click();
  for (const name of ['Move down', 'Duplicate', 'Delete']) await expect(page.getByRole('button', { name })).toBeDisabled();
  // The selection's name on the preview is no handle: nothing there can be dragged.
  await expect(canvasOf(page).locator('.canvas-selection-name')).not.toHaveAttribute('draggable', 'true');
  await page.getByRole('tab', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: /^FAQ/ })).toBeDisabled();
});

test('a guest is sent to sign in and back; a shopper is refused plainly', async ({ page, baseURL }) => {
  await page.goto('/page-builder?path=%2Fabout', { waitUntil: 'load' });
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('auth.redirect'))).toBe('/page-builder?path=%2Fabout');

  await signInByApi(page, baseURL as string, newPhone('8'), 'Plain Shopper');
  const refused = await page.goto('/page-builder', { waitUntil: 'load' });
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You may not open the page editor' })).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  // The picture is the check of how the editor looks (baselines in page-editor.spec.ts-snapshots/,
  // looked at before they were committed; update as tests/e2e/looks.spec.ts says).
  test(`looks: a page being composed, its heading selected and its form open, at ${width} px`, async ({ page, context }) => {
    await context.addCookies(cookies.staff);
    await page.setViewportSize({ width, height });
    await openEditor(page, '/looks-editor');
    await add(page, 'Heading and text');
    await add(page, 'FAQ');
    await expect(page.getByRole('region', { name: /^Accessibility/ }).getByRole('status')).toHaveText('nothing found', { timeout: 15_000 });
    await outlineOf(page).locator('.editor-list-item').first().click();
    await page.evaluate(() => document.fonts.ready);
    const shot = { animations: 'disabled', caret: 'hide', maxDiffPixels: 100 } as const;
    if (width < 768) {
      // A phone shows one part at a time (the bar stays on top): choosing in the outline opened the form.
      await expect(page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expect(page, baselineMessage(page, `editor-${width}`)).toHaveScreenshot(`editor-${width}.png`, shot);
      await showEditorPart(page, 'Preview');
      await expect(canvasOf(page).locator('.canvas-selection')).toBeVisible();
      await expect(page, baselineMessage(page, `editor-${width}-preview`)).toHaveScreenshot(`editor-${width}-preview.png`, shot);
      return;
    }
    await expect(canvasOf(page).locator('.canvas-selection')).toBeVisible();
    await expect(page, baselineMessage(page, `editor-${width}`)).toHaveScreenshot(`editor-${width}.png`, {
      ...shot,
      // The figures follow every change to the store's code: the picture checks the meter's look, not its numbers.
      mask: [page.getByRole('region', { name: /^Page weight/ }).locator('.weight-gauge, details')],
    });
  });

  test(`axe finds nothing serious in the editor with each panel open, at ${width} px`, async ({ page, context }) => {
    // A full axe pass for every panel: about 2 s each on a machine of CI's kind.
    test.setTimeout(180_000);
    await context.addCookies(cookies.staff);
    await page.setViewportSize({ width, height });
    await openEditor(page, '/');
    const found: string[] = [];
    const audit = async (panel: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      found.push(
        ...violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${panel}: ${v.id} ${v.nodes[0]?.target}`),
      );
    };
    await showEditorPart(page, 'Panels');
    await audit('outline');
    await outlineOf(page).locator('.editor-list-item').nth(1).click();
    await audit('a component selected');
    await showEditorPart(page, 'Preview');
    await audit('the preview');
    await showEditorPart(page, 'Panels');
    await page.getByRole('tab', { name: 'Add' }).click();
    await audit('add');
    await page.getByRole('tab', { name: 'Pages' }).click();
    await expect(page.getByRole('list', { name: 'Pages' })).toBeVisible();
    await audit('pages');
    await page.getByRole('button', { name: 'Reset this page' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit('reset confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading the history');
    await audit('history');
    expect(found).toEqual([]);
  });
}

/** Adds a component from the palette into the place chosen in "Add it" (a layout's list), then shows the outline. */
async function addInto(editor: Page, title: string, place: string): Promise<void> {
  await showEditorPart(editor, 'Panels');
  await editor.getByRole('tab', { name: 'Add' }).click();
  await editor.getByLabel('Add it').selectOption({ label: place });
  await editor.getByRole('button', { name: new RegExp(`^${title}\\s?(?=[A-Z])`) }).click();
  await showEditorPart(editor, 'Panels');
  await editor.getByRole('tab', { name: 'Outline' }).click();
}

// Issue 37, layouts with slots: "the outline shows the tree; drag into and out of slots" and "a two-column
// section holding a product carousel and an FAQ, built by drag, published and seen by a shopper (stacked on a phone)".
test('a section holding two columns, a product carousel and an FAQ, is built in the outline, published, and seen stacked on a phone', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.addCookies(cookies.staff);
  const path = `/festive-${Date.now()}`;
  await openEditor(page, path);
  const outline = outlineOf(page);
  const canvas = canvasOf(page);
  const selectedPanel = page.getByRole('region', { name: 'Selected component' });
  await add(page, 'Section');
  // A new layout starts empty, and says so on the canvas.
  await expect(canvas.locator('.canvas-empty-slot')).toHaveCount(1);
  await addInto(page, 'Columns', 'Into the selected Section');
  await expect(canvas.locator('.canvas-empty-slot')).toHaveCount(2);
  await addInto(page, 'Product carousel', 'Into the selected Columns: Column 1');
  // After the selected carousel: in the same column.
  await add(page, 'FAQ');
  const rows = outline.getByRole('listitem');
  // The outline's rows with the FAQ in the first column (after the carousel), or alone in the second.
  const head = [/^⠿Section/, /^Inside Section$/, /^⠿Columns/, /^Column 1$/, /^⠿Product carousel/];
  const faqInColumn1 = [...head, /^⠿FAQ/, /^Column 2 · empty/];
  const faqInColumn2 = [...head, /^Column 2$/, /^⠿FAQ/];
  await expect(rows).toHaveText(faqInColumn1);
  await expect(selectedPanel.getByText('In Columns, Column 1')).toBeVisible();

  // By keyboard, into the empty second column: Space, the arrow onto its head, Space.
  const announced = page.getByRole('status').filter({ hasText: /^(Picked up|Over |Dropped)/ });
  const handle = page.getByRole('button', { name: 'Move FAQ' });
  await keyboardMove(
    page,
    handle,
    announced,
    'ArrowDown',
    'Over place 2 of 2 in Column 1 of Columns.',
    'Over the start of Column 2 in Columns.',
  );
  await expect(announced).toHaveText('Dropped at the start of Column 2 in Columns.');
  await expect(rows).toHaveText(faqInColumn2);
  await expect(canvas.locator('.canvas-empty-slot')).toHaveCount(0);
  // Up onto the same head is the end of the column above, as the rows show it; Undo takes it back.
  await keyboardMove(
    page,
    handle,
    announced,
    'ArrowUp',
    'Over place 1 of 1 in Column 2 of Columns.',
    'Over the end of Column 1 in Columns.',
  );
  await expect(rows).toHaveText(faqInColumn1);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText(faqInColumn2);

  // Out of the columns (into the section, after them), and Undo puts it back.
  await selectedPanel.getByRole('button', { name: 'Move out of Columns' }).click();
  await expect(rows).toHaveText([...head, /^Column 2 · empty/, /^⠿FAQ/]);
  await expect(selectedPanel.getByText('In Section', { exact: true })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText(faqInColumn2);

  // A click on the canvas selects the innermost component under it; its form edits it in place.
  await outline.getByRole('button', { name: /^Section/ }).click();
  await selectedPanel.getByLabel(/^Heading/).fill('Festive picks');
  await canvas.getByRole('heading', { name: 'Your questions and answers' }).click();
  await expect(selectedPanel.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(selectedPanel.getByText('In Columns, Column 2')).toBeVisible();
  await selectedPanel.getByLabel(/^Title/).fill('Festive questions');
  await expect(canvas.getByRole('heading', { name: 'Festive questions' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Festive picks' })).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Deals of the day' }).getByRole('article').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.editor-side').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Publish names the nested component that still shows sample content.
  await page.getByRole('button', { name: 'Publish' }).click();
  const ask = page.getByRole('dialog', { name: 'Publish it as it is?' });
  await expect(ask.getByRole('listitem')).toHaveText([/^FAQ \(in the layout at place 1\) still shows sample content/]);
  await ask.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(standing(page)).toHaveText('Published');

  // A shopper: side by side at 1280 px, stacked at 390.
  const shopper = await shopperPage(browser, baseURL as string);
  for (const width of [1280, 390]) {
    await shopper.page.setViewportSize({ width, height: 900 });
    await shopper.page.goto(`${baseURL}${path}`);
    const deals = shopper.page.getByRole('region', { name: 'Deals of the day' });
    const faq = shopper.page.getByRole('heading', { name: 'Festive questions' });
    await expect(deals.getByRole('article').first()).toBeVisible();
    await expect(shopper.page.getByRole('heading', { name: 'Festive picks' })).toBeVisible();
    const [carousel, questions] = await Promise.all([deals.boundingBox(), faq.boundingBox()]);
    if (width === 1280) expect(questions!.x).toBeGreaterThan(carousel!.x + carousel!.width - 1);
    else expect(questions!.y).toBeGreaterThan(carousel!.y + carousel!.height - 1);
  }
  await shopper.context.close();
});

// Issue 37, layouts: "Tabs, each with slots that take any component". A click on the canvas selects
// rather than acts, so selecting a component in a hidden tab shows that tab.
test('a component in a tab is shown on the canvas when it is selected, whichever tab was showing', async ({ page, context }) => {
  await context.addCookies(cookies.staff);
  await openEditor(page, `/tabbed-${Date.now()}`);
  const canvas = canvasOf(page);
  await add(page, 'Tabs');
  await addInto(page, 'FAQ', 'Into the selected Tabs: Second tab');
  const faq = canvas.getByRole('heading', { name: 'Your questions and answers' });
  await expect(faq).toBeVisible();
  await expect(canvas.getByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
  await outlineOf(page).getByRole('button', { name: /^Tabs/ }).click();
  await addInto(page, 'Heading and text', 'Into the selected Tabs: First tab');
  await expect(canvas.getByRole('heading', { name: 'Your heading' })).toBeVisible();
  await expect(faq).toBeHidden();
  await expect(outlineOf(page).getByRole('listitem')).toHaveText([/^⠿Tabs/, /^First tab$/, /^⠿Heading and text/, /^Second tab$/, /^⠿FAQ/]);
  await outlineOf(page).getByRole('button', { name: /^FAQ/ }).click();
  await expect(faq).toBeVisible();
  await expect(canvas.locator('.canvas-selection-name')).toHaveText('⠿ FAQ');
  // A click on a tab on the canvas shows its panel, as a shopper's does, and selects the Tabs.
  await canvas.getByRole('tab', { name: 'First tab' }).click();
  await expect(canvas.getByRole('tab', { name: 'First tab' })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { name: 'Your heading' })).toBeVisible();
  await expect(faq).toBeHidden();
  await expect(canvas.locator('.canvas-selection-name')).toHaveText('⠿ Tabs');
  await expect(outlineOf(page).getByRole('button', { name: /^Tabs/ })).toHaveAttribute('aria-current', 'true');
});
