import { test, expect } from '@playwright/test';
import { audit, firstProductUrl } from './lighthouse-audit';
import { median } from './percentile';

/**
 * Lighthouse budgets (DESIGN.md §8): mobile, simulated throttling, on Debian's Chromium, against the
 * server of the browser suite once every journey has finished (project `lighthouse`). Target:
 * performance ≥ 0.95, accessibility 1.0, CLS ≤ 0.02, TBT ≤ 100 ms; the build fails below 0.90
 * performance (the issue's margin for a noisy shared machine), below 1.0 accessibility or above the
 * CLS bound.
 *
 * Each page is audited five times and its median performance is gated, as Lighthouse's own
 * documentation advises for variable machines (docs/variability.md: the median of five runs): one run's
 * score swings by 0.15 on a shared 2-core machine, where three quarters of a long task's wall time is
 * the page's main thread waiting for a core, and the median of three moved by 0.03 between two runs of
 * one commit. Accessibility and CLS are gated on every run. docs/performance.md has the figures.
 */
const GATE = { performance: 0.9, accessibility: 1, cls: 0.02 };
const RUNS = 5;

// One after another in one worker (the project is not parallel), each page measured even when another fails.
test.describe.configure({ mode: 'default' });

/** Each page, and how to reach it. */
const pages: [string, (origin: string) => Promise<string>][] = [
  ['/', async (origin) => `${origin}/`],
  ['/products', async (origin) => `${origin}/products`],
  ['a product page', firstProductUrl],
];

for (const [name, urlOf] of pages) {
  test(`Lighthouse on ${name}`, async ({ baseURL }) => {
    test.setTimeout(RUNS * 180_000);
    const url = await urlOf(new URL(baseURL as string).origin);
    const scores = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const score = await audit(url);
      console.log(
        `Lighthouse ${name} (run ${run} of ${RUNS}): performance ${score.performance.toFixed(2)}, accessibility ${score.accessibility.toFixed(2)}, CLS ${score.cls.toFixed(3)}, TBT ${Math.round(score.tbt)} ms, LCP ${Math.round(score.lcp)} ms (${score.lcpElement})${score.shifted.length ? ` (shifted: ${score.shifted.join('; ')})` : ''}${score.failing.length ? ` (accessibility audits failing: ${score.failing.join(', ')})` : ''}`,
      );
      scores.push(score);
    }
    const performance = median(scores.map((s) => s.performance));
    console.log(
      `Lighthouse ${name}: median performance ${performance.toFixed(2)}, median TBT ${Math.round(median(scores.map((s) => s.tbt)))} ms`,
    );
    for (const score of scores) {
      expect(score.accessibility, 'accessibility').toBe(GATE.accessibility);
      expect(score.cls, 'CLS').toBeLessThanOrEqual(GATE.cls);
    }
    expect(performance, 'median performance').toBeGreaterThanOrEqual(GATE.performance);
  });
}
