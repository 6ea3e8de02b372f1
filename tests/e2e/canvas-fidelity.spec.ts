import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Cookie, Frame, Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contract/consent';
import { appStarted, dailyOrigin, expect, signedInCookies, test, websiteEntry } from './support';

// Issue 37, item 3: the editor's canvas and the store draw the same page to the same pixels (the canvas
// once drew a content page edge to edge, where the store centres each section). For every demo page of
// both websites, at a phone's and a desktop's width, a picture of the canvas is compared with one of the
// store at the same size.
test.describe.configure({ mode: 'serial' });

const PAGES = ['/', '/about', '/contact'];
const WIDTHS = [
  { width: 390, button: 'Phone' },
  { width: 1280, button: 'Desktop' },
] as const;
/** A channel further apart than this is a different pixel, not anti-aliasing. */
const CHANNEL_TOLERANCE = 48;
/** Anti-aliasing noise is a few hundred pixels at most; a moved section or a changed colour is tens of thousands. */
const MOST_PIXELS_APART = 400;

let staff: Cookie[] = [];
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  staff = await signedInCookies(browser, baseURL as string, '9000000001');
});

/** Fonts loaded and every image in view drawn: what a picture of the page needs. */
async function settled(target: Page | Frame): Promise<void> {
  await target.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight && !img.complete);
    await Promise.all(
      inView.map((img) => new Promise((done) => ['load', 'error'].forEach((kind) => img.addEventListener(kind, done, { once: true })))),
    );
  });
}

/** How many pixels of two same-sized pictures differ by more than anti-aliasing does. */
async function pixelsApart(a: Buffer, b: Buffer): Promise<{ apart: number; sizes: string }> {
  const [one, two] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const sizes = `${one!.info.width}×${one!.info.height} and ${two!.info.width}×${two!.info.height}`;
  if (one!.info.width !== two!.info.width || one!.info.height !== two!.info.height) return { apart: Infinity, sizes };
  let apart = 0;
  for (let i = 0; i < one!.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(one!.data[i + c]! - two!.data[i + c]!) > CHANNEL_TOLERANCE) {
        apart++;
        break;
      }
    }
  }
  return { apart, sizes };
}

async function editorAt(browser: Browser, origin: string, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 2200, height: 1000 }, reducedMotion: 'reduce' });
  await context.addCookies(staff);
  const editor = await context.newPage();
  await editor.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.abort(),
  );
  if (origin !== baseURL) {
    await editor.goto(`${baseURL}/`);
    await editor.goto(await websiteEntry(editor, 'daily'));
  }
  return editor;
}

for (const site of ['freshkart', 'daily'] as const) {
  test(`the canvas draws each ${site} demo page as the store does, at 390 and 1280 px`, async ({ browser, baseURL }, info) => {
    test.setTimeout(180_000);
    const origin = site === 'freshkart' ? (baseURL as string) : dailyOrigin(baseURL);
    const editor = await editorAt(browser, origin, baseURL as string);
    // The store seen by the same staff member (the header names who is signed in), analytics answered.
    await editor.context().addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: origin }]);
    const store = await editor.context().newPage();
    // The popup is the store's, over any page: it is previewed on its own in the editor.
    await store.addInitScript(() => {
      const seen = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        return key.startsWith('popup.seen:') ? '1' : seen.call(this, key);
      };
    });
    const found: string[] = [];
    for (const path of PAGES) {
      await editor.goto(`${origin}/page-builder?path=${encodeURIComponent(path)}`);
      await expect(editor.getByTestId('standing')).not.toHaveText('Opening…');
      for (const { width, button } of WIDTHS) {
        await editor.getByRole('button', { name: new RegExp(`^${button}`) }).click();
        const frame = editor.locator('iframe[title^="Preview"]');
        await expect(frame).toHaveJSProperty('offsetWidth', width);
        const canvas = editor.frames().find((f) => f.url().endsWith('/page-builder/canvas')) as Frame;
        await expect(canvas.locator('main')).toBeVisible();
        await settled(canvas);
        // The frame's inside, without its border.
        const clip = await frame.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { x: box.x + element.clientLeft, y: box.y + element.clientTop, width: element.clientWidth, height: element.clientHeight };
        });
        const height = clip.height;
        const drawn = await editor.screenshot({ clip, animations: 'disabled', caret: 'hide' });

        await store.setViewportSize({ width, height });
        await store.goto(`${origin}${path}`);
        await appStarted(store);
        await settled(store);
        const served = await store.screenshot({ animations: 'disabled', caret: 'hide' });
        const { apart, sizes } = await pixelsApart(drawn, served);
        const name = `${site}${path.replace(/\W/g, '-')}-${width}`;
        if (apart > MOST_PIXELS_APART) {
          // Beside the failure in test-results/, to look at side by side.
          writeFileSync(info.outputPath(`${name}-canvas.png`), drawn);
          writeFileSync(info.outputPath(`${name}-store.png`), served);
          found.push(`${path} at ${width} px: ${apart} pixels apart (${sizes})`);
        }
      }
    }
    expect(found, `the canvas differs from the store on ${site}`).toEqual([]);
    await editor.context().close();
  });
}
