import type { ReactNode } from 'react';
import type { ComponentName, ComponentTypes } from '../src/generated/components';
import type { ComponentValidators } from '../contract/validator-types';

type Placed<N extends ComponentName> = ComponentTypes[N];

/** A component's data after validation (defaults filled). */
export type DataOf<N extends ComponentName> = NonNullable<Placed<N>['data']>;
/** A component's parsed settings (defaults filled); undefined for types without settings. */
export type SettingsOf<N extends ComponentName> = Placed<N> extends { settings?: infer S } ? Exclude<S, string> : undefined;
/** Server-resolved data of a component, if its type has any. */
export type ResponseOf<N extends ComponentName> = Placed<N> extends { response?: infer R } ? R | undefined : undefined;

/** Props every renderer receives, typed from its schema. */
export interface RendererProps<N extends ComponentName> {
  data: DataOf<N>;
  settings: SettingsOf<N>;
  response: ResponseOf<N>;
  /** Position on the page. */
  order: number;
}

/** A renderer of one component type. */
export type Renderer<N extends ComponentName> = (props: RendererProps<N>) => ReactNode;

/** What a component folder declares in its entry.ts: its name and its lazily loaded renderer. */
export interface RegistryEntry<N extends ComponentName> {
  name: N;
  load: () => Promise<{ default: Renderer<N> }>;
  /** Loads what a placed component needs beyond its renderer (a screen's own module), given its unvalidated data. */
  prepare?: (data: unknown) => Promise<void>;
}

/** A registry entry with types erased, as the page renderer sees it. */
export interface ResolvedEntry {
  name: string;
  load: () => Promise<{ default: (props: never) => ReactNode }>;
  loadValidators: () => Promise<ComponentValidators>;
  prepare?: (data: unknown) => Promise<void>;
}

/** Component name (or alias) → entry. */
export type Registry = ReadonlyMap<string, ResolvedEntry>;
