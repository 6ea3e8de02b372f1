import type { ReactNode } from 'react';

/** Props every renderer receives. */
export interface RendererProps<Data = unknown> {
  /** The component's own data from page data. */
  data: Data;
  /** Display settings (some page builders send them as JSON text). */
  settings: unknown;
  /** Server-resolved data, e.g. a carousel's products. */
  response: unknown;
  /** Position on the page. */
  order: number;
}

/** A renderer of one component type. */
export type Renderer<Data = unknown> = (props: RendererProps<Data>) => ReactNode;

/** One component type: its name, optional aliases, and its lazily loaded renderer. */
export interface RegistryEntry<Data = unknown> {
  name: string;
  aliases?: readonly string[];
  /** Checks the data before render; returns the first problem, or null when it is usable. */
  check: (data: unknown) => string | null;
  /** Loads the renderer: a function component, so that typed entries widen to AnyRegistryEntry. */
  load: () => Promise<{ default: Renderer<Data> }>;
}

/** An entry of any data type (every typed entry is assignable to it). */
export type AnyRegistryEntry = RegistryEntry<never>;

/** Component name (or alias) → entry. */
export type Registry = ReadonlyMap<string, AnyRegistryEntry>;
