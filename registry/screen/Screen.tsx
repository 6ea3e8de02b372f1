import { Suspense } from 'react';
import type { RendererProps } from '../registry-types';
import { LoadingPlaceholder } from '../../src/ui/loading/LoadingPlaceholder';
import { screenFor } from './screen-code';

/** Renders the screen named by `data.screen` (validated against the same enum), loading its code on demand. */
export default function Screen({ data }: RendererProps<'screen'>) {
  const { Component } = screenFor(data.screen);
  return (
    <Suspense fallback={<LoadingPlaceholder />}>
      <Component screen={data.screen} />
    </Suspense>
  );
}
