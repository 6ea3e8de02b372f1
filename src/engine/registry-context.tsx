import { createContext, useContext, type ReactNode } from 'react';
import type { Registry } from '../../registry/registry-types';

const RegistryContext = createContext<Registry | null>(null);

/** Makes a registry available to the page renderer below it. */
export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry given by the nearest RegistryProvider. */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry needs a <RegistryProvider> above it');
  return registry;
}
