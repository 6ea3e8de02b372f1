import { lazy, Suspense, type LazyExoticComponent } from 'react';
import type { PageComponent } from '../api/contracts/page-data';
import { LoadingPlaceholder } from '../ui/loading/LoadingPlaceholder';
import { ComponentBoundary } from './ComponentBoundary';
import { ComponentProblem } from './ComponentProblem';
import { reportOnce } from './report-once';
import { useRegistry } from './registry-context';
import type { AnyRegistryEntry, Renderer } from './registry-types';

const lazyRenderers = new WeakMap<AnyRegistryEntry, LazyExoticComponent<Renderer>>();

function rendererOf(entry: AnyRegistryEntry) {
  let renderer = lazyRenderers.get(entry);
  if (!renderer) {
    // The one place data types are erased: ComponentSlot renders only data that passed entry.check.
    renderer = lazy(entry.load as () => Promise<{ default: Renderer }>);
    lazyRenderers.set(entry, renderer);
  }
  return renderer;
}

/** Renders a page's components in `order`; each one is isolated from the others. */
export function PageRenderer({ components }: { components: readonly PageComponent[] }) {
  const sorted = components.map((c, index) => ({ c, index })).sort((a, b) => a.c.order - b.c.order || a.index - b.index);
  return (
    <>
      {sorted.map(({ c, index }) => <ComponentSlot key={index} component={c} />)}
    </>
  );
}

function ComponentSlot({ component }: { component: PageComponent }) {
  const entry = useRegistry().get(component.name);
  if (!entry) {
    reportOnce(`unknown:${component.name}`, `Unknown component "${component.name}"`);
    return <ComponentProblem name={component.name} problem="unknown component type" />;
  }
  const problem = entry.check(component.data);
  if (problem) {
    reportOnce(`invalid:${component.name}:${problem}`, `Component "${component.name}" has invalid data: ${problem}`);
    return <ComponentProblem name={component.name} problem={`invalid data at ${problem}`} />;
  }
  const Renderer = rendererOf(entry);
  return (
    <ComponentBoundary name={component.name}>
      <Suspense fallback={<LoadingPlaceholder />}>
        <Renderer data={component.data} settings={component.settings} response={component.response} order={component.order} />
      </Suspense>
    </ComponentBoundary>
  );
}
