import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PageComponent } from '../api/contracts/page-data';
import { LoadingPlaceholder } from '../ui/loading/LoadingPlaceholder';
import { ComponentBoundary } from './ComponentBoundary';
import { ComponentProblem } from './ComponentProblem';
import { prepareComponent } from './prepare-component';
import { reportOnce } from './report-once';
import { useRegistry } from './registry-context';
import type { ResolvedEntry } from './registry-types';

type Slot = ComponentType<{ component: PageComponent }>;
type UntypedRenderer = (props: { data: unknown; settings: unknown; response: unknown; order: number }) => ReactNode;
const slots = new WeakMap<ResolvedEntry, LazyExoticComponent<Slot>>();

/** The renderer and validators of a type, loaded together; data is checked before it renders. */
function slotOf(entry: ResolvedEntry): LazyExoticComponent<Slot> {
  let slot = slots.get(entry);
  if (!slot) {
    slot = lazy(async () => {
      const [module, validators] = await Promise.all([entry.load(), entry.loadValidators()]);
      // The one place renderer types are erased: only data that passed this type's schema reaches it.
      const Renderer = module.default as UntypedRenderer;
      return {
        default: function ValidatedComponent({ component }: { component: PageComponent }) {
          const prepared = prepareComponent(component, validators);
          if (!prepared.ok) {
            reportOnce(`invalid:${component.name}:${prepared.pointer}`, `Component "${component.name}" has invalid data at ${prepared.pointer}`);
            return <ComponentProblem name={component.name} problem={`invalid data at ${prepared.pointer}`} />;
          }
          return <Renderer {...prepared.props} />;
        },
      };
    });
    slots.set(entry, slot);
  }
  return slot;
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
  const Slot = slotOf(entry);
  return (
    <ComponentBoundary name={component.name}>
      <Suspense fallback={<LoadingPlaceholder />}>
        <Slot component={component} />
      </Suspense>
    </ComponentBoundary>
  );
}
