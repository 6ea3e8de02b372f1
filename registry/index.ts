import { buildRegistry } from '../src/engine/build-registry';
import type { AnyRegistryEntry, Registry } from '../src/engine/registry-types';

// Each folder registers itself with an entry.ts; renderers stay behind import().
const modules = import.meta.glob<{ entry: AnyRegistryEntry }>('./*/entry.ts', { eager: true });

/** Every component type of the store. */
export const registry: Registry = buildRegistry(Object.values(modules).map((m) => m.entry));
