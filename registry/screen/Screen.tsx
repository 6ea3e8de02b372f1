import { lazy, Suspense } from 'react';
import type { RendererProps } from '../../src/engine/registry-types';
import { screenLoaders } from '../../src/screens/screen-loaders';
import type { ScreenId } from '../../src/screens/screen-ids';
import { LoadingPlaceholder } from '../../src/ui/loading/LoadingPlaceholder';

const screens = new Map(Object.entries(screenLoaders).map(([id, load]) => [id, lazy(load)]));

/** Renders the screen named by `data.screen`, loading its code on demand. */
export default function Screen({ data }: RendererProps<{ screen: ScreenId }>) {
  const Component = screens.get(data.screen);
  if (!Component) return null;
  return (
    <Suspense fallback={<LoadingPlaceholder />}>
      <Component screen={data.screen} />
    </Suspense>
  );
}
