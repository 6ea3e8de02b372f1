import { componentAliases, loadValidators } from '../src/generated/components';
import { registryEntries } from '../src/generated/registry-entries';
import { buildRegistry } from './build-registry';
import type { Registry, ResolvedEntry } from './registry-types';

/** Every component type of the store, with aliases; renderers and validators load on demand. */
export const registry: Registry = buildRegistry(
  Object.values(registryEntries).map((entry): ResolvedEntry => ({ ...entry, loadValidators: loadValidators[entry.name] })),
  componentAliases,
);
