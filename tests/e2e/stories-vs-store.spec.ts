import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loadWebsiteFixtures } from '../../server/seed/fixtures';
import { seriousViolations } from './axe';
import { baselineMessage, recordBaselineChromium } from './baselines';
import { dailyOrigin, expect, test } from './support';

// Issue 38: QA replays in Storybook exactly what shoppers see. Every demo page's story (the whole store, answered by
// a visit recorded from the reference server: scripts/store-answers.ts) holds the same components in the same order,
// each with as many product, category and brand tiles, as the store at the same address; and it looks as reviewed.
// Storybook is the built one (`storybook build`, served by scripts/serve-static.ts: playwright.config.ts).

const STORYBOOK = `http://localhost:${process.env.STORYBOOK_PORT ?? 6106}`;

interface StoryEntry {
  importPath: string;
  exportName: string;
  path: string;
  origin: string;
}
const stories = JSON.parse(readFileSync(new URL('../../src/generated/served/stories.json', import.meta.url), 'utf8')) as StoryEntry[];

/** The story id Storybook gave a generated story (its index, as QA's browser reads it). */
async function storyId(page: Page, entry: StoryEntry): Promise<string> {
  const index = (await (await page.request.get(`${STORYBOOK}/index.json`)).json()) as {
    entries: Record<string, { id: string; importPath: string; exportName: string }>;
  };
  const found = Object.values(index.entries).find((e) => e.importPath === entry.importPath && e.exportName === entry.exportName);
  if (!found) throw new Error(`No story ${entry.exportName} of ${entry.importPath} in ${STORYBOOK}/index.json`);
  return found.id;
}

/** What the main area holds, component by component: its element, its heading, and its product cards and tiles. */
const contents = (page: Page) =>
  page.locator('#main').evaluate((main) =>
    [...main.children].map((component) => ({
      element: `${component.tagName.toLowerCase()}.${[...component.classList].join('.')}`,
      heading: component.querySelector('h1, h2, h3')?.textContent?.trim() ?? null,
      products: component.querySelectorAll('.product-card').length,
      tiles: component.querySelectorAll('.tile').length,
    })),
  );

/** The story of `entry` open at the page's width, once its page and its images on screen are in. */
async function openStory(page: Page, entry: StoryEntry): Promise<void> {
  // Storybook's frame is no store page: nothing sets `data-app` on it (the journeys' wait).
  await page.goto(`${STORYBOOK}/iframe.html?id=${await storyId(page, entry)}&viewMode=story`, { waitUntil: 'load' });
  await expect(page.locator('#main')).toBeVisible();
  // Each component's code loads on its own: the page is there once no component waits for it.
  await expect(page.locator('#main .loading-placeholder')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The demo websites' own pages (fixtures/websites/*), each with the store's address for it. */
const demoPages = loadWebsiteFixtures().flatMap((website) =>
  website.pages.map((fixture) => {
    const entry = stories.find((story) => story.importPath.endsWith(`/pages-${website.slug}.stories.tsx`) && story.path === fixture.path);
    if (!entry) throw new Error(`No page story for ${website.slug} ${fixture.path}: run npm run codegen`);
    return { label: `${website.name} ${fixture.path}`, slug: website.slug, isDefault: website.isDefault, entry };
  }),
);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const { label, slug, isDefault, entry } of demoPages) {
      test(`the story of ${label} holds what the store shows there`, async ({ page, baseURL }) => {
        await page.goto(`${isDefault ? baseURL : dailyOrigin(baseURL)}${entry.path}`);
        const store = await contents(page);
        expect(store.length, `the store shows components at ${entry.path}`).toBeGreaterThan(0);
        await openStory(page, entry);
        await expect.poll(() => contents(page), `${slug}'s story of ${entry.path} against the store`).toEqual(store);
        // Nothing it asked for was missing from the recorded visit; and the story passes axe at this width, as the store does.
        await expect(page.getByRole('alert').filter({ hasText: 'Not recorded' })).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a replayed file shows its broken component named, with where its data is wrong, and the rest with demo data', async ({
      page,
    }) => {
      const replay = stories.find((story) => story.importPath.endsWith('/replays.stories.tsx') && story.path === '/monsoon-sale');
      if (!replay) throw new Error('qa/replays/monsoon-sale-broken-banner.json has no story');
      await openStory(page, replay);
      await expect(page.getByRole('note')).toHaveText('Component banner: invalid data at /data/image');
      await expect(page.getByRole('heading', { name: 'Monsoon sale' })).toBeVisible();
      // The carousel came without a response: the demo catalogue's deals, as the reference server resolves them.
      await expect(page.locator('#main .product-card')).toHaveCount(6);
    });
  });
}

test('every page story gets an answer for each call it makes, from the visit recorded for it', async ({ page }) => {
  test.setTimeout(180_000);
  for (const entry of stories) {
    await openStory(page, entry);
    await expect(page.getByRole('alert').filter({ hasText: 'Not recorded' }), `${entry.exportName} of ${entry.importPath}`).toHaveCount(0);
  }
});

// The pictures: each demo page's story at both widths, first screen and all (reviewed before they were committed;
// `npx playwright test --project=browser tests/e2e/stories-vs-store.spec.ts --update-snapshots=changed`, then look).
for (const width of [390, 1280]) {
  test.describe(`looks at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const { slug, entry } of demoPages) {
      const name = `story-${slug}-${entry.exportName.toLowerCase()}-${width}`;
      test(`the story of ${slug} ${entry.path}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openStory(page, entry);
        // Every image of the page, lazy ones too, asked for at once and drawn, so the whole-page picture is the same from
        // run to run (a lazy image still waiting to be asked for counts as complete too soon).
        await page.evaluate(async () => {
          for (const img of document.images) img.loading = 'eager';
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((done) => setTimeout(done, 50));
          }
          scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete).length)).toBe(0);
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].map((img) => img.decode().catch(() => null)));
        });
        await expect(page, baselineMessage(page, name)).toHaveScreenshot(`${name}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // The copyright's year changes on 1 January.
          mask: [page.locator('.site-copyright')],
          maxDiffPixels: 100,
        });
        recordBaselineChromium(page, test.info());
      });
    }
  });
}
