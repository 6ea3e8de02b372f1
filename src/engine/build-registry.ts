import type { AnyRegistryEntry, Registry } from './registry-types';

/** Indexes entries by name and aliases; a name claimed twice is a programming error. */
export function buildRegistry(entries: readonly AnyRegistryEntry[]): Registry {
  const map = new Map<string, AnyRegistryEntry>();
  for (const entry of entries) {
    for (const key of [entry.name, ...(entry.aliases ?? [])]) {
      if (map.has(key)) throw new Error(`Component name "${key}" is registered twice`);
      map.set(key, entry);
    }
  }
  return map;
}
