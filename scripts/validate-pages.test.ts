import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'pages-'));
const run = (...args: string[]) => spawnSync('npx', ['tsx', 'scripts/validate-pages.ts', ...args], { encoding: 'utf8' });

describe('npm run pages:validate', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes every page fixture (after migrations) with exit code 0', () => {
    const result = run('fixtures/websites/freshkart/pages', 'fixtures/websites/daily/pages', 'fixtures/pages', 'fixtures/components');
    expect(result.stdout).toMatch(/files checked, 0 errors/);
    expect(result.status).toBe(0);
  });

  it('prints each error with file, component index, name and JSON pointer, and exits 1', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ version: 2, data: [{ name: 'heading', data: {} }, { name: 'mystery' }] }));
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    const result = run(dir);
    expect(result.stdout).toContain(`${bad}: component 0 (heading) at /data/0/data/title: must have required property 'title'`);
    expect(result.stdout).toContain(`${bad}: component 1 (mystery) at /data/1/name: unknown component type "mystery"`);
    expect(result.stdout).toMatch(/broken\.json: not JSON/);
    expect(result.stdout).toMatch(/2 files checked, 3 errors/);
    expect(result.status).toBe(1);
  });

  it('exits 2 with usage for no argument or a missing path', () => {
    expect(run().status).toBe(2);
    const missing = run(join(dir, 'nope'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no such file or directory/);
  });
});
