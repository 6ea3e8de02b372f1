import type { Registry, ResolvedEntry } from './registry-types';

/** Indexes entries by name and by aliases; a name claimed twice is a programming error. */
export function buildRegistry(entries: readonly ResolvedEntry[], aliases: Readonly<Record<string, string>> = {}): Registry {
  const map = new Map<string, ResolvedEntry>();
  for (const entry of entries) {
    if (map.has(entry.name)) throw new Error(`Component name "${entry.name}" is registered twice`);
    map.set(entry.name, entry);
  }
  for (const [alias, name] of Object.entries(aliases)) {
    const entry = map.get(name);
    if (!entry) throw new Error(`Alias "${alias}" names the unknown component "${name}"`);
    if (map.has(alias)) throw new Error(`Alias "${alias}" is already a component name or alias`);
    map.set(alias, entry);
  }
  return map;
}
