import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffoldComponent } from './scaffold-component';

describe('scaffoldComponent', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));
  const tempRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'scaffold-'));
    roots.push(root);
    return root;
  };

  it('writes a schema, a registry folder with entry, renderer, stylesheet and test, and a fixture that fits the schema', () => {
    const root = tempRoot();
    const files = scaffoldComponent(root, 'promo-strip')
      .map((f) => f.slice(root.length + 1))
      .sort();
    expect(files).toEqual([
      'fixtures/components/promo-strip.json',
      'registry/promo-strip/PromoStrip.test.tsx',
      'registry/promo-strip/PromoStrip.tsx',
      'registry/promo-strip/entry.ts',
      'registry/promo-strip/promo-strip.css',
      'schemas/components/promo-strip.schema.json',
    ]);
    const schema = JSON.parse(readFileSync(join(root, 'schemas/components/promo-strip.schema.json'), 'utf8'));
    const fixture = JSON.parse(readFileSync(join(root, 'fixtures/components/promo-strip.json'), 'utf8'));
    const validate = new Ajv2020().compile(schema);
    expect(validate(fixture.data[0])).toBe(true);
    expect(readFileSync(join(root, 'registry/promo-strip/entry.ts'), 'utf8')).toContain("RegistryEntry<'promo-strip'>");
  });

  it.each(['Promo', 'promo_strip', 'promo--strip', '-promo', '../evil', 'promo strip', ''])('refuses the name %j', (name) => {
    expect(() => scaffoldComponent(tempRoot(), name)).toThrow(/not a component name/);
  });

  it('refuses a name that exists', () => {
    const root = tempRoot();
    scaffoldComponent(root, 'promo-strip');
    expect(() => scaffoldComponent(root, 'promo-strip')).toThrow(/exists already/);
  });
});
