import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 17: the contract is the one folder both sides import; the server never imports the storefront's
// source (it renders React only through the server build, contract/server-renderer.ts). Generated code
// (src/generated, from schemas/) is shared too.
const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Project folders (relative to the root) that a file's relative imports reach. */
function importedPaths(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
    relative(root, resolve(dirname(join(root, file)), m[1] as string)),
  );
}

const outside = (files: string[], allowed: (path: string) => boolean) =>
  files.flatMap((file) =>
    importedPaths(file)
      .filter((path) => !allowed(path))
      .map((path) => `${file} → ${path}`),
  );

describe('shared code', () => {
  it('the server imports the contract and generated code, never the storefront’s source', () => {
    expect(outside(sourceFiles('server'), (path) => !path.startsWith('src/') || path.startsWith('src/generated/'))).toEqual([]);
  });

  it('the contract imports only itself and generated code', () => {
    expect(outside(sourceFiles('contract'), (path) => path.startsWith('contract/') || path.startsWith('src/generated/'))).toEqual([]);
  });
});
