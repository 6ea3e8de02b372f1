/**
 * `npm run pages:validate <file|dir> …`: validates page data files (after migrations) and prints
 * each error with file, component index, name and JSON pointer. Exits 1 on any error, 2 on misuse.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { validatePageData } from '../contract/page-validation';

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('Usage: npm run pages:validate <file.json|directory> …');
  process.exit(2);
}

function jsonFiles(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })) throw new Error(`${path}: no such file or directory`);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => {
      const full = join(path, entry);
      return statSync(full).isDirectory() ? jsonFiles(full) : entry.endsWith('.json') ? [full] : [];
    });
}

/** Page data files hold the envelope itself, or `{ path, title, page }` (the demo fixtures). */
function pageOf(json: unknown): unknown {
  return json && typeof json === 'object' && 'page' in json ? (json as { page: unknown }).page : json;
}

let files = 0;
let failures = 0;
try {
  for (const file of targets.flatMap(jsonFiles)) {
    files++;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      failures++;
      console.log(`${file}: not JSON: ${(error as Error).message}`);
      continue;
    }
    const result = validatePageData(pageOf(json));
    if (result.ok) continue;
    for (const e of result.errors) {
      failures++;
      const where = e.index === null ? 'page' : `component ${e.index} (${e.name})`;
      console.log(`${file}: ${where} at ${e.pointer}: ${e.message}`);
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
console.log(`${files} file${files === 1 ? '' : 's'} checked, ${failures} error${failures === 1 ? '' : 's'}`);
process.exit(failures ? 1 : 0);
