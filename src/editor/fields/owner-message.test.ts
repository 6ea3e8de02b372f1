import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../../../contract/page-data';
import { validatePageData } from '../../../contract/page-validation';
import { errorLookup } from './form-context';
import { ownerMessage } from './owner-message';
import { componentSchema, type Located, resolve, type Schema, schemaAt, schemaDocuments } from './schema';

const SETTINGS_ID = 'https://storefront.local/schemas/website-settings.schema.json';

/** What the form says at the field the validators' (first) error names, for a component as the owner left it. */
function saidFor(component: PageComponent, label: string): { pointer: string; said: string | null } {
  const result = validatePageData({ version: 2, data: [component] });
  if (result.ok) throw new Error('the component is valid');
  const error = result.errors[0]!;
  const pointer = error.pointer.slice('/data/0'.length);
  const root = resolve(componentSchema(component.name) as Located);
  return { pointer, said: errorLookup([{ pointer, message: error.message }], root, component).errorAt(pointer, label) };
}

// Issue 37: "Error messages in the owner's words ("Enter a title", "At most 48 characters"), from the schema's titles."
describe('error messages in the owner’s words', () => {
  it('asks for what is missing, by the field’s label', () => {
    expect(saidFor({ name: 'heading', order: 0, data: {} }, 'Title')).toEqual({ pointer: '/data/title', said: 'Enter a title' });
    expect(saidFor({ name: 'faq', order: 0, data: { items: [{ question: '', answer: '' }] } }, 'Question')).toEqual({
      pointer: '/data/items/0/question',
      said: 'Enter a question',
    });
    expect(saidFor({ name: 'banner', order: 0, data: { image: '', alt: '' } }, 'Image').said).toBe('Choose an image');
    expect(saidFor({ name: 'hero-slider', order: 0, data: { slides: [] } }, 'Slides').said).toBe('Add at least 1 item');
  });

  it('names the limit a value goes past', () => {
    expect(saidFor({ name: 'heading', order: 0, data: { title: 'x'.repeat(301) } }, 'Title').said).toBe(
      'At most 300 characters (this has 301)',
    );
    const carousel = (limit: unknown): PageComponent => ({ name: 'product-carousel', order: 0, data: {}, logicdata: { limit } });
    expect(saidFor(carousel(480), 'Limit').said).toBe('At most 48');
    expect(saidFor(carousel(0), 'Limit').said).toBe('At least 1');
    expect(saidFor(carousel(2.5), 'Limit').said).toBe('Enter a whole number');
    expect(saidFor(carousel('12 please'), 'Limit').said).toBe('Enter a whole number');
    expect(saidFor({ name: 'heading', order: 0, data: { title: 'Sale', level: 7 } }, 'Level').said).toBe('Choose one of the options');
  });

  it('says what a link or an image may be, never the pattern', () => {
    const said = saidFor({ name: 'banner', order: 0, data: { image: '/a.png', alt: '', link: 'javascript:alert(1)' } }, 'Link').said;
    expect(said).toBe('Enter a link the store can open: a page of this store (/…), or a web address (https://…)');
    expect(saidFor({ name: 'banner', order: 0, data: { image: 'data:image/png;base64,AAAA', alt: '' } }, 'Image').said).toMatch(
      /^Choose an image, or give a path/,
    );
  });

  it('says what a value of a patterned field must look like, in the schema’s words', () => {
    const settings = { schema: schemaDocuments.get(SETTINGS_ID)!, doc: SETTINGS_ID };
    const pincode = schemaAt(settings, ['webAddress', 'pincode'])!.schema;
    expect(ownerMessage(pincode, '5600', 'Pincode', 'must match pattern "^([1-9][0-9]{5})?$"')).toBe(
      'Enter a 6-digit pincode that does not start with 0, or leave it empty',
    );
    expect(saidFor({ name: 'banner', order: 0, data: { image: '/a.png', alt: '', aspect: 'wide' } }, 'Aspect').said).toBe(
      'Enter a ratio of width to height, like 4/3',
    );
    expect(ownerMessage({ type: 'string', pattern: '^[a-z]+$' }, 'A', 'Code', 'must match pattern "^[a-z]+$"')).toBe(
      'Check the code: it is not in the form this field takes',
    );
  });

  it('has the owner’s words for every pattern a field of a schema has', () => {
    const unworded: string[] = [];
    const walk = (node: unknown, at: string, isName = false): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Schema & Record<string, unknown>;
      if (typeof schema.pattern === 'string' && !isName && !schema['x-pattern-message']) unworded.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`, key === 'propertyNames');
    };
    for (const [id, schema] of schemaDocuments) walk(schema, id);
    expect(unworded).toEqual([]);
  });

  it('keeps an initialism and chooses the article', () => {
    expect(ownerMessage({ type: 'string', minLength: 1 }, '', 'SEO title', '')).toBe('Enter an SEO title');
    expect(ownerMessage({ type: 'string', minLength: 1 }, '', 'Alt text', '')).toBe('Enter an alt text');
    expect(ownerMessage({ type: 'string', minLength: 1 }, '', 'CSS class', '')).toBe('Enter a CSS class');
  });

  it('falls back to the validator’s message as a sentence where the simple rules do not explain it', () => {
    expect(ownerMessage({ type: 'object' }, {}, 'Slide', 'must NOT have additional properties')).toBe(
      'Must not have additional properties',
    );
    expect(ownerMessage(null, 7, 'Title', 'must be string')).toBe('Must be a text');
    expect(ownerMessage(null, 7, 'Title', '')).toBe('This value is not accepted');
  });
});
