import type { RegistryEntry } from '../registry-types';

/** Spacer / divider: vertical space, optionally with a line. */
export const entry: RegistryEntry<'spacer'> = { name: 'spacer', load: () => import('./Spacer') };
