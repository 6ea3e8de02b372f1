import { describe, expect, it } from 'vitest';
import { componentKinds } from '../component-catalogue';
import { child, componentSchema, type Located, resolve, type Schema, schemaDocuments } from './schema';

// Issue 37: "No developer words in the owner's UI: "response.brands", "logicdata", "Image sm", "Bgcolor",
// "Slidesconfig" …: titles and descriptions come from the schemas, written for owners."
const DEVELOPER_WORDS =
  /response\.|logicdata|\bslugs?\b|Storybook|fixtures\/|\b[a-z]+_[a-z]+\b|\b[a-z]+[A-Z][a-z]+\b|spec section|\bnull\b|\bids\b/;

interface Shown {
  where: string;
  title: string | undefined;
  description: string | undefined;
  schema: Schema;
}

/** Every field a form draws for a schema, with the title and description the owner reads (depth-first, through $refs and choices). */
function fieldsOf(located: Located, where: string, seen = new Set<unknown>()): Shown[] {
  const here = resolve(located);
  if (seen.has(here.schema)) return [];
  seen.add(here.schema);
  const { schema } = here;
  // A layout's slot is summarised (SlotSummary), its components not drawn as fields.
  if (schema['x-slot']) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const at = child(here, property);
    const resolved = resolve(at).schema;
    return [
      {
        where: `${where}/${key}`,
        title: property.title ?? resolved.title,
        description: property.description ?? resolved.description,
        schema: resolved,
      },
      ...fieldsOf(at, `${where}/${key}`, seen),
    ];
  });
  const items = schema.items ? fieldsOf(child(here, schema.items), `${where}/*`, seen) : [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((branch, i) =>
    fieldsOf(child(here, branch), `${where}|${i}`, seen),
  );
  return [...own, ...items, ...branches];
}

const componentFields = componentKinds.flatMap(({ name }) => {
  const located = componentSchema(name) as Located;
  return ['data', 'logicdata', 'settings'].flatMap((part) => {
    const schema = located.schema.properties?.[part];
    return schema ? fieldsOf(child(located, schema), `${name}/${part}`) : [];
  });
});
const documentFields = (id: string, skip: readonly string[]) => {
  const root = schemaDocuments.get(id)!;
  return Object.entries(root.properties ?? {})
    .filter(([key]) => !skip.includes(key))
    .flatMap(([key, schema]) => [
      { where: `${id}/${key}`, title: schema.title, description: schema.description, schema: resolve({ schema, doc: id }).schema },
      ...fieldsOf({ schema, doc: id }, `${id}/${key}`),
    ]);
};
const pageFields = documentFields('https://storefront.local/schemas/page.schema.json', ['version', 'data']);
const settingsFields = documentFields('https://storefront.local/schemas/website-settings.schema.json', []);

describe('the owner’s words in the forms', () => {
  it('gives every field a title of its own (never a key made into words, like "Image sm")', () => {
    const untitled = [...componentFields, ...pageFields, ...settingsFields].filter((field) => !field.title).map((field) => field.where);
    expect(untitled).toEqual([]);
  });

  it('writes titles and descriptions without developer words', () => {
    const texts = [
      ...[...componentFields, ...pageFields, ...settingsFields].flatMap((field) => [
        [field.where, field.title ?? ''],
        [field.where, field.description ?? ''],
      ]),
      ...componentKinds.flatMap((kind) => [
        [kind.name, kind.title],
        [kind.name, kind.description],
      ]),
    ];
    expect(texts.filter(([, text]) => DEVELOPER_WORDS.test(text!))).toEqual([]);
  });

  it('names every choice of a list of options (never "ids" or "left" as the store stores it)', () => {
    const unnamed = [...componentFields, ...pageFields, ...settingsFields]
      .filter(({ schema }) => schema.enum && schema.enum.length !== schema['x-enum-titles']?.length)
      .map((field) => field.where);
    expect(unnamed).toEqual([]);
  });
});
