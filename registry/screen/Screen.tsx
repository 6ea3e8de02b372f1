import { lazy, Suspense } from 'react';
import type { RendererProps } from '../registry-types';
import { screenLoaders } from '../../src/features/screens';
import { LoadingPlaceholder } from '../../src/ui/loading/LoadingPlaceholder';

const screens = new Map(Object.entries(screenLoaders).flatMap(([id, load]) => (load ? [[id, lazy(load)] as const] : [])));

/** Renders the screen named by `data.screen`, loading its code on demand. */
export default function Screen({ data }: RendererProps<'screen'>) {
  const Component = screens.get(data.screen);
  if (!Component) return null;
  return (
    <Suspense fallback={<LoadingPlaceholder />}>
      <Component screen={data.screen} />
    </Suspense>
  );
}
