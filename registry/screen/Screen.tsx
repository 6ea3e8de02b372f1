import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { RendererProps } from '../registry-types';
import type { ScreenId, ScreenProps } from '../../src/features/screen-props';
import { screenLoaders } from '../../src/features/screens';
import { LoadingPlaceholder } from '../../src/ui/loading/LoadingPlaceholder';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;
const screens = new Map<ScreenId, LazyScreen>();

/** The screen's lazily loaded component, made once per id (screens.ts has one for every id of the enum). */
function screenFor(id: ScreenId): LazyScreen {
  let screen = screens.get(id);
  if (!screen) screens.set(id, (screen = lazy<ComponentType<ScreenProps>>(screenLoaders[id])));
  return screen;
}

/** Renders the screen named by `data.screen` (validated against the same enum), loading its code on demand. */
export default function Screen({ data }: RendererProps<'screen'>) {
  const Component = screenFor(data.screen);
  return (
    <Suspense fallback={<LoadingPlaceholder />}>
      <Component screen={data.screen} />
    </Suspense>
  );
}
