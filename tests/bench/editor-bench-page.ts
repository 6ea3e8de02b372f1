import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allComponents } from '../../contract/component-tree';

const dir = new URL('../../fixtures/components/', import.meta.url).pathname;
/** One of each component fixture (the `screen` type needs a route of its own), as the render benchmark takes them. */
const samples = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && !file.includes('screen'))
  .sort()
  .map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { data: { name: string }[] }).data[0] as { name: string });

/** How many components the page holds in all, those inside layouts included (the "300 components, some nested"). */
export const BENCH_COMPONENTS = 300;

/**
 * A page of 300 components in all: the component fixtures repeated in order, the layouts' with the
 * components they hold counted among the 300 (a layout that would pass 300 is left for the next fixture).
 */
export function editorBenchPage(): { version: 2; data: unknown[] } {
  const data: unknown[] = [];
  for (let i = 0, total = 0; total < BENCH_COMPONENTS; i++) {
    const sample = samples[i % samples.length] as { name: string };
    const size = allComponents([sample]).length;
    if (total + size > BENCH_COMPONENTS) continue;
    data.push({ ...structuredClone(sample), order: data.length });
    total += size;
  }
  return { version: 2, data };
}

const page = editorBenchPage().data as { name: string }[];

/** The page's own components (the rest are inside layouts): the last is drawn last. */
export const TOP_COMPONENTS = page.length;

/** The index of a heading near the middle of the page's own components: the field typed into. */
export const HEADING_AT = page.reduce(
  (best, component, at) =>
    component.name === 'heading' && Math.abs(at - TOP_COMPONENTS / 2) < Math.abs(best - TOP_COMPONENTS / 2) ? at : best,
  -TOP_COMPONENTS,
);
