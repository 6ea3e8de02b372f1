import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Names of component types: lowercase words joined by single hyphens. */
export const COMPONENT_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const words = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Writes the three places a component type lives: its schema, its registry folder (entry, renderer, stylesheet, test) and its fixture. */
export function scaffoldComponent(root: string, name: string): string[] {
  if (!COMPONENT_NAME.test(name) || name.length > 60)
    throw new Error(`"${name}" is not a component name: use lowercase words joined by hyphens, e.g. promo-strip`);
  const schemaFile = join(root, 'schemas', 'components', `${name}.schema.json`);
  const folder = join(root, 'registry', name);
  if (existsSync(schemaFile) || existsSync(folder)) throw new Error(`The component type "${name}" exists already`);
  const Name = pascal(name);
  const files: Record<string, string> = {
    [schemaFile]: `${JSON.stringify(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `https://storefront.local/schemas/components/${name}.schema.json`,
        title: words(name),
        description: `${words(name)}: describe what it shows.`,
        type: 'object',
        required: ['data'],
        properties: {
          data: {
            type: 'object',
            required: ['title'],
            properties: { title: { type: 'string', minLength: 1, maxLength: 200, description: 'Shown as the heading.' } },
          },
        },
      },
      null,
      2,
    )}\n`,
    [join(folder, 'entry.ts')]: `import type { RegistryEntry } from '../registry-types';

/** ${words(name)}. */
export const entry: RegistryEntry<'${name}'> = { name: '${name}', load: () => import('./${Name}') };
`,
    [join(folder, `${Name}.tsx`)]: `import type { RendererProps } from '../registry-types';

/** ${words(name)}: renders its validated data. */
export default function ${Name}({ data }: RendererProps<'${name}'>) {
  return (
    <section className="section ${name}">
      <h2>{data.title}</h2>
    </section>
  );
}
`,
    [join(folder, `${name}.css`)]: `/* ${words(name)}: its own rules, after the shell's (codegen collects every type's stylesheet). */
.${name} h2 {
  margin-block: 0 0.5rem;
}
`,
    [join(folder, `${Name}.test.tsx`)]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ${Name} from './${Name}';

describe('${name}', () => {
  it('shows its title', () => {
    render(<${Name} data={{ title: 'Hello' }} settings={undefined} response={undefined} order={0} />);
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });
});
`,
    [join(root, 'fixtures', 'components', `${name}.json`)]:
      `${JSON.stringify({ version: 2, data: [{ name, data: { title: `${words(name)} example` } }] }, null, 2)}\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return Object.keys(files);
}
