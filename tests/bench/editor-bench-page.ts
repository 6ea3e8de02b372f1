import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../../fixtures/components/', import.meta.url).pathname;
/** One of each component fixture (the `screen` type needs a route of its own), as the render benchmark takes them. */
const samples = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && !file.includes('screen'))
  .sort()
  .map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { data: { name: string }[] }).data[0] as { name: string });

/** A 300-component page: the component fixtures repeated in order (the layouts' among them: some 100 more inside them). */
export function editorBenchPage(): { version: 2; data: unknown[] } {
  return { version: 2, data: Array.from({ length: 300 }, (_, order) => ({ ...structuredClone(samples[order % samples.length]), order })) };
}

/** The index of a heading near the middle of the page: the field typed into. */
export const HEADING_AT = (() => {
  const at = samples.findIndex((sample) => sample.name === 'heading');
  return at + samples.length * Math.floor(150 / samples.length);
})();
