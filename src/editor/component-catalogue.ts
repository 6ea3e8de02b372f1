import type { PageComponent } from '../../contract/page-data';
import { type ComponentName, componentNames } from '../generated/components';

interface SchemaHead {
  title?: string;
  description?: string;
  examples?: Partial<PageComponent>[];
}

// Every type's schema and example (its fixture), read from the same files the registry is built
// from: a type made with `npm run new:component` is in the palette with nothing else to write.
const schemas = import.meta.glob<SchemaHead>('../../schemas/components/*.schema.json', { eager: true, import: 'default' });
const examples = import.meta.glob<{ data?: PageComponent[] }>('../../fixtures/components/*.json', { eager: true, import: 'default' });

/** A component type as the palette offers it. */
export interface ComponentKind {
  name: ComponentName;
  title: string;
  description: string;
  /**
   * What a newly added component starts as: the schema's first example, which is obviously sample content (`sample`), else the first
   * component of the type's fixture, whose content is derived from what the owner chooses (the server fills `response` in).
   */
  example: PageComponent;
  /** True when `example` is sample content the owner is to replace. */
  sample: boolean;
}

/** Every registered component type, by title. */
export const componentKinds: readonly ComponentKind[] = componentNames
  .map((name): ComponentKind => {
    const schema = schemas[`../../schemas/components/${name}.schema.json`] ?? {};
    const sample = schema.examples?.[0];
    const first = sample ?? examples[`../../fixtures/components/${name}.json`]?.data?.[0];
    const { order: _order, response: _response, ...example } = first ?? { name, order: 0, data: {} };
    return {
      name,
      title: schema.title ?? name,
      description: schema.description ?? '',
      example: { ...example, name, order: 0 },
      sample: Boolean(sample),
    };
  })
  .sort((a, b) => a.title.localeCompare(b.title));

/** The component types whose title, name or description has every word of `query`. */
export function findKinds(query: string, kinds: readonly ComponentKind[] = componentKinds): readonly ComponentKind[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return kinds;
  return kinds.filter((kind) => {
    const text = `${kind.title} ${kind.name} ${kind.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A registered component type by its canonical name. */
export function kindOf(name: string): ComponentKind | undefined {
  return componentKinds.find((kind) => kind.name === name);
}

/** The title of a placed component's type (its name when the type is unknown). */
export function titleOf(name: string): string {
  return kindOf(name)?.title ?? name;
}
