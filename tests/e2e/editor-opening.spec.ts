import type { Cookie, Request, Route } from '@playwright/test';
import { expect, signedInCookies, test } from './support';

// Issue 37 (opening the editor): the preview's frame starts with the editor's first code, before the
// store says who is signed in, and is moved into the editor without loading again (Element.moveBefore);
// the editor's first reads (who is signed in, the page, the settings) are asked for together.

// One sign-in for both widths (another file signing the same phone in makes it wait 30 s).
test.describe.configure({ mode: 'serial' });
let staff: Cookie[] = [];
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  staff = await signedInCookies(browser, baseURL as string, '9000000001');
});

for (const [width, height, shown] of [
  [1280, 900, 1280],
  [390, 844, 390],
] as const)
  test(`at ${width} px the preview loads once, before the editor knows who is signed in or has the page, and shows it at ${shown} px`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies(staff);
    const editor = await context.newPage();
    await editor.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    // Who is signed in and the page's data are held back: the preview's own start waits for neither.
    const held = (answered: (at: number) => void) => async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
      answered(Date.now());
    };
    let initAnswered = 0;
    let pageAnswered = 0;
    await editor.route(
      '**/s/api/init',
      held((at) => (initAnswered ||= at)),
      { times: 1 },
    );
    await editor.route(
      '**/s/api/builder/page?path=%2Fabout',
      held((at) => (pageAnswered = at)),
    );
    const sent: { url: string; at: number }[] = [];
    editor.on('request', (request: Request) =>
      sent.push({ url: new URL(request.url()).pathname + new URL(request.url()).search, at: Date.now() }),
    );
    let firstAnswer = 0;
    editor.on('requestfinished', (request) => {
      if (request.url().includes('/s/api/') && !firstAnswer) firstAnswer = Date.now();
    });

    await editor.goto(`${baseURL}/page-builder?path=%2Fabout`);
    const canvas = editor.frameLocator('iframe[title="Preview of /about"]');
    await expect(canvas.getByRole('heading', { name: 'About FreshKart' })).toBeVisible();

    const canvasLoads = sent.filter(({ url }) => url === '/page-builder/canvas');
    expect(canvasLoads).toHaveLength(1);
    expect((canvasLoads[0] as { at: number }).at).toBeLessThan(Math.min(initAnswered, pageAnswered));
    // The three first reads went out before any answer came back.
    for (const read of ['/s/api/init', '/s/api/builder/page?path=%2Fabout', '/s/api/builder/settings']) {
      const request = sent.find(({ url }) => url === read);
      expect(request, read).toBeDefined();
      expect((request as { at: number }).at, read).toBeLessThanOrEqual(firstAnswer);
    }
    // One frame, in the editor's stage, at the width previewed, seen by assistive technology.
    const frames = editor.locator('iframe');
    await expect(frames).toHaveCount(1);
    const frame = editor.locator('.editor-canvas > iframe');
    await expect(frame).toHaveAttribute('title', 'Preview of /about');
    await expect(frame).not.toHaveAttribute('aria-hidden', 'true');
    expect(
      await frame.evaluate((element) => element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth),
    ).toBeLessThanOrEqual(1);
    expect(await frame.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(shown);
    await context.close();
  });
