import { screenIdOf } from '../../contract/screen-modules';
import type { ScreenId, ScreenProps } from '../../src/features/screen-props';
import { screenLoaders } from '../../src/features/screens';
import { type Preloadable, preloadable } from '../../src/ui/lazy/preloadable';

const screens = new Map<ScreenId, Preloadable<ScreenProps>>();

/** The screen's component and loader, made once per id. */
export function screenFor(id: ScreenId): Preloadable<ScreenProps> {
  let screen = screens.get(id);
  if (!screen) screens.set(id, (screen = preloadable(screenLoaders[id])));
  return screen;
}

/** Loads the code of the screen a screen component's data names; an unknown one is left to the renderer's validation. */
export async function loadScreenOf(data: unknown): Promise<void> {
  const id = screenIdOf(data);
  if (id) await screenFor(id).load();
}
