import type { PageComponent } from '../../contract/page-data';
import { canonicalName } from '../generated/components';
import { treeRows } from '../machines/page-tree';
import { kindOf, titleOf } from './component-catalogue';
import { pointerOf } from './fields/field-props';
import { componentSchema, labelOf, schemaAt } from './fields/schema';

/** A field of a placed component that still holds its type's sample content. */
export interface SampleField {
  /** JSON pointer relative to the component (`/data/slides/1/image`). */
  pointer: string;
  /** The field's label, as its form shows it. */
  label: string;
}

const found = new WeakMap<PageComponent, readonly SampleField[]>();

/**
 * The fields of `component` that still hold the sample content it was added with (the schema's `examples`): a text, an image or a
 * link equal to the sample at the same place (choices such as an alignment are not samples). Components are
 * never changed in place, so the answer is kept per component.
 */
export function sampleFields(component: PageComponent): readonly SampleField[] {
  const known = found.get(component);
  if (known) return known;
  const name = canonicalName(component.name);
  const kind = name ? kindOf(name) : undefined;
  const located = name ? componentSchema(name) : null;
  const fields: SampleField[] = [];
  const walk = (sample: unknown, value: unknown, path: (string | number)[]) => {
    if (typeof sample === 'string') {
      const schema = located ? schemaAt(located, path)?.schema : undefined;
      // A choice (an enum, a pattern such as an aspect ratio) or a link that follows the products is the owner's, never a sample.
      const choice = Boolean(schema?.enum || schema?.const !== undefined || schema?.pattern || schema?.['x-link-of']);
      if (sample !== '' && value === sample && !choice)
        fields.push({ pointer: pointerOf(path), label: labelOf(String(path[path.length - 1]), schema ?? {}) });
    } else if (Array.isArray(sample)) {
      if (Array.isArray(value)) sample.forEach((item, index) => walk(item, value[index], [...path, index]));
    } else if (sample && typeof sample === 'object' && value && typeof value === 'object') {
      for (const [key, item] of Object.entries(sample)) walk(item, (value as Record<string, unknown>)[key], [...path, key]);
    }
  };
  if (kind?.sample) walk(kind.example.data, component.data, ['data']);
  found.set(component, fields);
  return fields;
}

/** The places (indexes) of the page's components that still hold sample content. */
export function sampleIndexes(components: readonly PageComponent[]): number[] {
  return treeRows(components).flatMap(({ component }, index) => (sampleFields(component).length ? [index] : []));
}

/** What the owner is told before publishing a page with sample content: one line per component that has some. */
export function sampleWarnings(components: readonly PageComponent[]): string[] {
  const rows = treeRows(components);
  return rows.flatMap(({ component, depth, at }, index) => {
    const fields = sampleFields(component);
    if (!fields.length) return [];
    const labels = [...new Set(fields.map((field) => field.label.toLowerCase()))].join(', ');
    // Inside a layout, the place is the top layout's (the one the owner finds on the page).
    const top = depth ? rows.slice(0, index).filter((row) => row.depth === 0).length : at + 1;
    const where = depth ? `in the layout at place ${top}` : `place ${top}`;
    return [`${titleOf(component.name)} (${where}) still shows sample content (${labels}): replace it, or delete the component.`];
  });
}
