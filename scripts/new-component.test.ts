import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 20, item 2: a component type is one folder, whole. `npm run new:component` in a copy of the
// project touches only the type's folder, its schema and its fixture; codegen picks up the rest (the
// registry map, validators, types, stylesheet list, stories, docs) and the project still compiles.
const project = join(import.meta.dirname, '..');
const skipped = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'test-results',
  '.test-results',
  'storybook-static',
  '.data',
  '.shots',
]);

describe('npm run new:component', () => {
  let copy: string;
  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'new-component-'));
    cpSync(project, copy, { recursive: true, filter: (source) => !skipped.has(source.slice(project.length + 1).split('/')[0] ?? '') });
    symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'));
    run('git', ['init', '-q']);
    run('git', ['add', '-A']);
    run('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'copy']);
    run('npx', ['tsx', 'scripts/new-component.ts', 'promo-strip']);
  }, 120_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('touches only the new folder, its schema and its fixture (and the generated component docs)', () => {
    const changed = run('git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
      .sort();
    const ownPlaces = (path: string) =>
      path.startsWith('registry/promo-strip/') ||
      path === 'schemas/components/promo-strip.schema.json' ||
      path === 'fixtures/components/promo-strip.json' ||
      // Written by codegen from the schemas, like src/generated/ (which git ignores).
      path === 'docs/components.md';
    expect(changed.filter((path) => !ownPlaces(path))).toEqual([]);
    expect(changed).toContain('registry/promo-strip/entry.ts');
  });

  it('is in the registry, the validators, the stylesheet and the stories at once', () => {
    expect(readFileSync(join(copy, 'src/generated/registry-entries.ts'), 'utf8')).toContain("'promo-strip': promoStrip");
    expect(readFileSync(join(copy, 'src/generated/components.ts'), 'utf8')).toContain(
      "'promo-strip': () => import('./validators/promo-strip.js')",
    );
    expect(readFileSync(join(copy, 'src/generated/components.css'), 'utf8')).toContain(
      "@import '../../registry/promo-strip/promo-strip.css';",
    );
    expect(readFileSync(join(copy, 'src/generated/stories/components.stories.tsx'), 'utf8')).toContain(
      'fixtures/components/promo-strip.json',
    );
  });

  it('is in the page editor’s palette with a working form, without a line of editor code (issue 21)', () => {
    // The palette's and the form generator's own tests, run in the copy: they go over every registered
    // type and every fixture, so they now include the new one (its title, description, example, form).
    const output = run('npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      'src/editor/editor-helpers.test.ts',
      'src/editor/fields/ComponentForm.test.tsx',
      '-t',
      'palette|promo-strip',
      '--reporter',
      'verbose',
    ]);
    expect(output).toMatch(/round-trips promo-strip\.json #1 \(promo-strip\) unchanged/);
    expect(output).toMatch(/offers every registered type/);
    expect(output).not.toMatch(/FAIL/);
  }, 180_000);

  it('compiles, typed by its schema from the first line', () => {
    expect(() => run('npx', ['tsc', '--noEmit'])).not.toThrow();
  }, 180_000);
});
