import type { ReactNode } from 'react';
import { canonicalName, componentSlots } from '../generated/components';
import type { PageComponent } from '../../contract/page-data';
import type { Registry, ResolvedEntry } from '../../registry/registry-types';
import type { ComponentValidators } from '../../contract/validator-types';

/** A component type's renderer (types erased: only data its validators passed reaches it) and validators. */
export interface ComponentCode {
  Renderer: (props: { data: unknown; settings: unknown; response: unknown; order: number }) => ReactNode;
  validators: ComponentValidators;
}

const loads = new WeakMap<ResolvedEntry, Promise<ComponentCode>>();
const loaded = new WeakMap<ResolvedEntry, ComponentCode>();

/** Loads a type's renderer and validators together, once. */
export function loadComponentCode(entry: ResolvedEntry): Promise<ComponentCode> {
  let load = loads.get(entry);
  if (!load) {
    load = Promise.all([entry.load(), entry.loadValidators()]).then(([module, validators]) => {
      const code = { Renderer: module.default as ComponentCode['Renderer'], validators };
      loaded.set(entry, code);
      return code;
    });
    loads.set(entry, load);
  }
  return load;
}

/** A type's code if it has already loaded: rendered at once, without suspending. */
export function loadedComponentCode(entry: ResolvedEntry): ComponentCode | undefined {
  return loaded.get(entry);
}

/**
 * Loads the code of every known type on a page, and what each placed component needs beyond it (the
 * screen a screen component names); failures are left to each component's boundary.
 */
export async function loadPageCode(registry: Registry, components: readonly PageComponent[]): Promise<void> {
  // A layout's components are on the page too; the walk through them loads with the first page that has one.
  const layouts = components.some((component) => {
    const name = canonicalName(component.name);
    return name !== null && componentSlots[name] !== undefined;
  });
  const all = layouts ? (await import('../../contract/component-tree')).allComponents(components) : components;
  const placed = all.flatMap((component) => {
    const entry = registry.get(component.name);
    return entry ? [{ entry, data: component.data }] : [];
  });
  await Promise.allSettled([
    ...[...new Set(placed.map(({ entry }) => entry))].map(loadComponentCode),
    ...placed.flatMap(({ entry, data }) => (entry.prepare ? [entry.prepare(data)] : [])),
  ]);
}
