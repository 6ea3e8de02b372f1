/** A JSON Schema node as the form reads it (the subset the store's schemas use, plus `x-widget`). */
export interface Schema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  /** The control a plain field is not enough for (docs/editor.md). */
  'x-widget'?: Widget;
  /** Names for the `enum`'s values, in its order (docs/editor.md). */
  'x-enum-titles'?: string[];
  /** An image field that is a size of the sibling image field it names: replacing that image replaces it (docs/editor.md). */
  'x-size-of'?: string;
  /** A link that follows the product query at the part it names while the owner has not written a link of their own (docs/editor.md). */
  'x-link-of'?: string;
  /** What the editor says, in the owner's words, of a value that does not match `pattern` (docs/editor.md). */
  'x-pattern-message'?: string;
  /** A layout's list of components (docs/editor.md): edited on the canvas and in the outline, not in the form. */
  'x-slot'?: boolean;
  /** A component type's starting content (JSON Schema's own `examples`): what the palette adds, all of it sample content. */
  examples?: unknown[];
}

/** Controls a schema may ask for with `x-widget`. */
export const WIDGETS = [
  'image',
  'colour',
  'link',
  'long-text',
  'code',
  'css',
  'html',
  'header-html',
  'content-html',
  'font',
  'icon',
  'tree',
  'product',
  'category',
  'brand',
  'json-settings',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** A schema with the document it belongs to, so `#/$defs/…` and relative `$ref`s resolve. */
export interface Located {
  schema: Schema;
  /** The `$id` of the document. */
  doc: string;
}

const schemaFiles = import.meta.glob<Schema>('../../../schemas/**/*.schema.json', { eager: true, import: 'default' });
/** Every schema document of the store, by `$id`. */
export const schemaDocuments: ReadonlyMap<string, Schema> = new Map(
  Object.values(schemaFiles).flatMap((schema) => (schema.$id ? [[schema.$id, schema] as const] : [])),
);

const PAGE_ID = 'https://storefront.local/schemas/page.schema.json';
/** The schema of a page's own settings (its CSS, SEO, header and footer switches). */
export const pageSchema: Located = { schema: schemaDocuments.get(PAGE_ID) ?? {}, doc: PAGE_ID };

/** The schema of a component type, located in its document. */
export function componentSchema(name: string, documents: ReadonlyMap<string, Schema> = schemaDocuments): Located | null {
  const id = `https://storefront.local/schemas/components/${name}.schema.json`;
  const schema = documents.get(id);
  return schema ? { schema, doc: id } : null;
}

/** Follows `$ref`s (a chain of them) to the schema they name; an unknown reference gives an empty schema (any value). */
export function resolve(located: Located, documents: ReadonlyMap<string, Schema> = schemaDocuments): Located {
  let current = located;
  for (let depth = 0; current.schema.$ref && depth < 10; depth++) {
    const target = new URL(current.schema.$ref, current.doc);
    const doc = target.href.replace(/#.*$/, '');
    const root = documents.get(doc);
    if (!root) return { schema: {}, doc };
    let schema: Schema | undefined = root;
    for (const part of target.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) {
      schema = (schema as Record<string, unknown> | undefined)?.[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')] as
        Schema | undefined;
    }
    current = { schema: schema ?? {}, doc };
  }
  return current;
}

/** A property's child schema, located in the same document. */
export const child = (located: Located, schema: Schema | undefined): Located => ({ schema: schema ?? {}, doc: located.doc });

/** The one type a schema names (the first when it lists several), else what its `enum` or `const` implies. */
export function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.enum) return 'enum';
  if (schema.properties) return 'object';
  return undefined;
}

/** The label of a field: the schema's title, else its key in words ("image_sm" → "Image sm"). */
export function labelOf(key: string, schema: Schema): string {
  if (schema.title) return schema.title;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** A new value for a schema (a new list item, a field made present): its default, else the least value that satisfies `required`. */
export function newValue(located: Located, documents: ReadonlyMap<string, Schema> = schemaDocuments): unknown {
  const { schema } = resolve(located, documents);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return newValue(child(located, branch), documents);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, newValue(child(located, schema.properties?.[key]), documents)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => newValue(child(located, schema.items), documents));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return null;
  }
}

/** Whether a value fits a schema's type well enough to pick its branch of an `anyOf` or `oneOf`. */
export function fitsType(value: unknown, located: Located, documents: ReadonlyMap<string, Schema> = schemaDocuments): boolean {
  const { schema } = resolve(located, documents);
  if (schema.const !== undefined) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value);
  switch (typeOf(schema)) {
    case 'object':
      return !!value && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      return true;
  }
}

/** The schema of the value at `path` (object keys and list indexes) inside a value of `located`'s schema, or null. */
export function schemaAt(
  located: Located,
  path: readonly (string | number)[],
  documents: ReadonlyMap<string, Schema> = schemaDocuments,
): Located | null {
  let current: Located | null = resolve(located, documents);
  for (const key of path) {
    if (!current) return null;
    const schema: Schema = current.schema;
    const next: Schema | undefined = typeof key === 'number' ? schema.items : schema.properties?.[key];
    current = next ? resolve(child(current, next), documents) : null;
  }
  return current;
}
