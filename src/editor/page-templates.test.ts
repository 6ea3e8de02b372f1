import { describe, expect, it } from 'vitest';
import { validatePageData } from '../../contract/page-validation';
import { kindOf } from './component-catalogue';
import { sampleIndexes } from './sample-content';
import { PAGE_TEMPLATES, templateComponents } from './page-templates';

describe('page templates (issue 37, "Start from a template")', () => {
  it.each(PAGE_TEMPLATES.map((template) => [template.title, template] as const))(
    '%s lays out its components, valid, those with sample content marked until replaced',
    (_title, template) => {
      const components = templateComponents(template);
      expect(components.map((component) => component.name)).toEqual(template.components);
      expect(validatePageData({ data: components })).toMatchObject({ ok: true });
      // A type whose schema gives sample content is marked; rows of products or brands show the catalogue, so are not.
      const marked = components.flatMap((component, index) => (kindOf(component.name)?.sample ? [index] : []));
      expect(marked.length).toBeGreaterThan(0);
      expect(sampleIndexes(components)).toEqual(marked);
    },
  );

  it('gives fresh copies: a change to one page’s start is not another’s', () => {
    const [sale] = PAGE_TEMPLATES;
    const first = templateComponents(sale!);
    const second = templateComponents(sale!);
    expect(first[0]).toEqual(second[0]);
    expect(first[0]).not.toBe(second[0]);
    expect(first[0]!.data).not.toBe(second[0]!.data);
  });
});
