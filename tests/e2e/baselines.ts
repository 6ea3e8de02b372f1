import { readFileSync, writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

/** Which Chromium build the committed screenshot baselines were reviewed with (written by an update run). */
const RECORD = new URL('./baselines-chromium.json', import.meta.url);

/** Read once per worker: every comparison asks. */
const reviewedWith: string | null = (() => {
  try {
    return (JSON.parse(readFileSync(RECORD, 'utf8')) as { chromium?: string }).chromium ?? null;
  } catch {
    return null;
  }
})();

/**
 * The message a baseline comparison fails with: when this Chromium is not the one the baselines were
 * reviewed with, it says so and how to review and update them, since a new build can draw text a
 * sub-pixel differently without anything in the store having changed.
 */
export function baselineMessage(page: Page, name: string): string {
  const running = page.context().browser()?.version() ?? 'unknown';
  const reviewed = reviewedWith;
  if (reviewed === running) return `${name} looks different from its reviewed baseline`;
  return (
    `${name} looks different from its baseline, which was reviewed with Chromium ${reviewed ?? '(not recorded)'}; this is ` +
    `Chromium ${running}. Open the -diff.png beside the failure: if only the browser's drawing changed, update with ` +
    `\`npx playwright test --project=browser tests/e2e/looks.spec.ts tests/e2e/page-editor.spec.ts tests/e2e/website-settings.spec.ts tests/e2e/canvas-fidelity.spec.ts ` +
    `--update-snapshots=changed\`, look at every changed picture, and commit them with tests/e2e/baselines-chromium.json`
  );
}

/** After a run that updated baselines, records the Chromium they were made with. */
export function recordBaselineChromium(page: Page, info: TestInfo): void {
  if (info.config.updateSnapshots !== 'all' && info.config.updateSnapshots !== 'changed') return;
  const chromium = page.context().browser()?.version();
  if (chromium) writeFileSync(RECORD, `${JSON.stringify({ chromium }, null, 2)}\n`);
}
