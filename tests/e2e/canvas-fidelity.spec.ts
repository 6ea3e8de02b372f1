import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Cookie, Frame, Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contract/consent';
import { seriousViolations } from './axe';
import { baselineMessage } from './baselines';
import { appStarted, callStore, dailyOrigin, expect, signedInCookies, test, websiteEntry } from './support';

// Issue 37, item 3: the editor's canvas and the store draw the same page to the same pixels (the canvas
// once drew a content page edge to edge, where the store centres each section). For every demo page of
// both websites, at a phone's and a desktop's width, a picture of the canvas is compared with one of the
// store at the same size.
test.describe.configure({ mode: 'serial' });

const PAGES = ['/', '/about', '/contact'];
/** The layout pages too (freshkart's): the canvas fills in a carousel inside a column, and draws a dark band, as the store does. */
const pagesOf = (site: 'freshkart' | 'daily') => (site === 'freshkart' ? [...PAGES, LAYOUT_PATH, DARK_PATH] : PAGES);
const WIDTHS = [
  { width: 390, button: 'Phone' },
  { width: 1280, button: 'Desktop' },
] as const;
/** A channel further apart than this is a different pixel, not anti-aliasing. */
const CHANNEL_TOLERANCE = 48;
/** Anti-aliasing noise is a few hundred pixels at most; a moved section or a changed colour is tens of thousands. */
const MOST_PIXELS_APART = 400;

/** A page whose section holds columns with a product carousel and an FAQ (layouts with slots), published in `beforeAll`. */
const LAYOUT_PATH = `/layout-${Date.now().toString(36)}`;
const carousel = { name: 'product-carousel', order: 0, data: { title: 'Fresh picks' }, logicdata: { source: 'latest', limit: 6 } };
const faq = {
  name: 'faq',
  order: 0,
  data: {
    title: 'Questions shoppers ask',
    items: [
      { question: 'Where do you deliver?', answer: 'Bengaluru and New Delhi.' },
      { question: 'Can I pay on delivery?', answer: 'Yes, cash or UPI.' },
    ],
  },
};
const layoutPage = {
  version: 2,
  seo_title: 'This week',
  data: [
    { name: 'heading', order: 0, data: { title: 'This week at FreshKart' } },
    {
      name: 'section',
      order: 1,
      data: {
        background_color: '#e8f3ec',
        children: [{ name: 'columns', order: 0, data: { title: 'Picked for you', widths: 'wide-first', columns: [[carousel], [faq]] } }],
      },
    },
    {
      name: 'tabs',
      order: 2,
      data: {
        title: 'Shop by need',
        tabs: [
          {
            label: 'Breakfast',
            children: [{ name: 'heading', order: 0, data: { title: 'A good start', text: 'Oats, eggs and milk by 7 am.' } }],
          },
          {
            label: 'Delivery',
            children: [{ name: 'heading', order: 0, data: { title: 'Every morning', text: 'Orders placed by 10 pm arrive by 7 am.' } }],
          },
        ],
      },
    },
  ],
};

/** A page whose dark band (a Section in a light theme) holds a heading, an FAQ and a product carousel, published in `beforeAll`. */
const DARK_PATH = `/dark-band-${Date.now().toString(36)}`;
const darkPage = {
  version: 2,
  data: [
    {
      name: 'section',
      order: 0,
      data: {
        title: 'Why FreshKart?',
        background_color: '#12351f',
        padding: 'large',
        children: [
          {
            name: 'heading',
            order: 0,
            data: { title: 'Picked this morning', text: 'From farms near Bengaluru to your door by evening.', level: 3 },
          },
          { ...faq, order: 1 },
          { ...carousel, order: 2, data: { title: 'Fresh picks', link: '/products' } },
        ],
      },
    },
  ],
};

let staff: Cookie[] = [];
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  staff = await signedInCookies(browser, baseURL as string, '9000000001');
  // Saved through the editor's API: placing components into columns in the editor comes next.
  const context = await browser.newContext();
  await context.addCookies(staff);
  const page = await context.newPage();
  await page.goto(`${baseURL}/s/api/init`);
  for (const [path, data] of [
    [LAYOUT_PATH, layoutPage],
    [DARK_PATH, darkPage],
  ] as const) {
    const at = (route: string) => `/builder/${route}?path=${encodeURIComponent(path)}`;
    const [saved] = (await callStore(page, [{ method: 'PUT', path: at('page'), body: { base: null, data } }])) as [
      { version: { id: number }; errors: unknown[] },
    ];
    expect(saved.errors, path).toEqual([]);
    await callStore(page, [{ method: 'POST', path: at('publish'), body: { version: saved.version.id } }]);
  }
  await context.close();
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
    for (const path of pagesOf(site)) {
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

// Issue 37, layouts with slots: the layout page is seen by a shopper, its columns side by side on a
// laptop and one under another on a phone, and its tabs one at a time.
const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
};

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`a shopper sees the columns’ carousel and FAQ ${width < 768 ? 'one under the other' : 'side by side'} at ${width} px`, async ({
    page: shopper,
  }) => {
    await shopper.setViewportSize({ width, height });
    await shopper.goto(LAYOUT_PATH);
    await expect(shopper.getByRole('heading', { name: 'Picked for you' })).toBeVisible();
    const [first, second] = [shopper.locator('.columns-column').nth(0), shopper.locator('.columns-column').nth(1)];
    // The carousel in the first column is served with its products (the server resolves components inside layouts).
    await expect(first.getByRole('heading', { name: 'Fresh picks' })).toBeVisible();
    await expect(first.locator('.product-card').first()).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Questions shoppers ask' })).toBeVisible();
    const left = await boxOf(shopper, '.columns-column >> nth=0');
    const right = await boxOf(shopper, '.columns-column >> nth=1');
    if (width < 768) {
      expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
      expect(Math.round(right.width)).toBe(Math.round(left.width));
    } else {
      expect(Math.round(right.y)).toBe(Math.round(left.y));
      // "The first one wider": two thirds and one third, less the gap.
      expect(left.width / right.width).toBeGreaterThan(1.8);
      expect(left.width / right.width).toBeLessThan(2.2);
    }
    // Nothing wider than the page: the carousel scrolls inside its column.
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await second.getByText('Where do you deliver?').click();
    await expect(second.getByText('Bengaluru and New Delhi.')).toBeVisible();
    // The tabs: the first shown, the next one by a click or by the arrow key.
    const tabs = shopper.getByRole('tablist', { name: 'Shop by need' });
    await expect(tabs.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    await expect(shopper.getByRole('heading', { name: 'A good start' })).toBeVisible();
    await expect(shopper.getByRole('heading', { name: 'Every morning' })).toBeHidden();
    await tabs.getByRole('tab', { name: 'Breakfast' }).focus();
    await shopper.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Delivery' })).toBeFocused();
    await expect(shopper.getByRole('heading', { name: 'Every morning' })).toBeVisible();
    await expect(shopper.getByRole('heading', { name: 'A good start' })).toBeHidden();
    await tabs.getByRole('tab', { name: 'Breakfast' }).click();
    await expect(shopper.getByRole('heading', { name: 'A good start' })).toBeVisible();
    expect(await seriousViolations(shopper)).toEqual([]);
    await shopper.evaluate(() => document.fonts.ready);
    // What the shopper sees first: the page from its top.
    await shopper.evaluate(() => window.scrollTo(0, 0));
    await expect(shopper, baselineMessage(shopper, `columns-${width}`)).toHaveScreenshot(`columns-${width}.png`, {
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixels: 600,
      // The newest products can change as other tests run: the picture checks the layout, not which ones.
      mask: [first.locator('.carousel-track')],
    });
  });
}

// A dark band in a light theme: its components draw with the dark palette (src/shell/styles.css), so a
// heading's text, an FAQ's questions, a carousel's cards and its links read on it (they kept the page's
// dark text and green links before).
for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const)
  test(`a dark band's heading, FAQ and product cards read on it at ${width} px`, async ({ page: shopper }) => {
    await shopper.setViewportSize({ width, height });
    await shopper.goto(DARK_PATH);
    const band = shopper.locator('.section-surface');
    await expect(band.getByRole('heading', { name: 'Picked this morning' })).toBeVisible();
    await expect(band.locator('.product-card').first()).toBeVisible();
    const contrasts = await band.evaluate((element) => {
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
      };
      const ratio = (a: string, b: string) => {
        const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
        return (x + 0.05) / (y + 0.05);
      };
      const background = getComputedStyle(element).backgroundColor;
      const on = (selector: string) => {
        const found = element.querySelector(selector);
        return found ? ratio(getComputedStyle(found).color, background) : 0;
      };
      return {
        heading: on('h3'),
        text: on('h3 + p, .heading-text, p'),
        question: on('summary'),
        carouselTitle: on('.product-carousel h2, h2:not(.section-band-title)'),
        link: on('a[href="/products"]'),
      };
    });
    for (const [part, contrast] of Object.entries(contrasts)) expect(contrast, part).toBeGreaterThanOrEqual(4.5);
    expect(await seriousViolations(shopper)).toEqual([]);
  });
