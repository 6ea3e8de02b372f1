import { type ComponentType, lazy } from 'react';
import type { ScreenId, ScreenProps } from '../../src/features/screen-props';
import { screenLoaders } from '../../src/features/screens';

type ScreenComponent = ComponentType<ScreenProps>;
const loaded = new Map<ScreenId, ScreenComponent>();
const components = new Map<ScreenId, ScreenComponent>();

function isScreenId(id: unknown): id is ScreenId {
  return typeof id === 'string' && Object.hasOwn(screenLoaders, id);
}

/** Loads the code of the screen a screen component's data names; an unknown one is left to the renderer's validation. */
export async function loadScreenOf(data: unknown): Promise<void> {
  const id = data && typeof data === 'object' && 'screen' in data ? data.screen : undefined;
  if (isScreenId(id)) loaded.set(id, (await screenLoaders[id]()).default);
}

/**
 * The screen's component, made once per id: the module's own when its code is already in, else a lazy
 * one. A lazy component suspends on its first render even when its code has arrived, and a tap on a
 * server-rendered screen still suspended in hydration is dropped by React (src/main.tsx loads the
 * boot page's screen first for that reason).
 */
export function screenFor(id: ScreenId): ScreenComponent {
  let component = components.get(id);
  if (!component) components.set(id, (component = loaded.get(id) ?? lazy(screenLoaders[id])));
  return component;
}
