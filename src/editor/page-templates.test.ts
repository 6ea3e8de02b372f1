import { describe, expect, it } from 'vitest';
import { validatePageData } from '../../contract/page-validation';
import { sampleIndexes } from './sample-content';
import { PAGE_TEMPLATES, templateComponents } from './page-templates';

describe('page templates (issue 37, "Start from a template")', () => {
  it.each(PAGE_TEMPLATES.map((template) => [template.title, template] as const))(
    '%s lays out its components, valid, those with sample content marked until replaced',
    (_title, template) => {
      const components = templateComponents(template);
      expect(components.map((component) => component.name)).toEqual(template.components);
      expect(validatePageData({ data: components })).toMatchObject({ ok: true });
      // Rows of products or brands show the catalogue (no sample to replace); every other component is marked.
      const marked = components.flatMap((component, index) =>
        /carousel|grid/.test(component.name) && component.name !== 'banner-grid' ? [] : [index],
      );
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
