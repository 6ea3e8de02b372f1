import { lazy, Suspense, useContext, useMemo, useState, type LazyExoticComponent, type ReactNode } from 'react';
import { type PageComponent, PageComponentSchema } from '../../contract/page-data';
import { SlotContext, type SlotDrawer } from '../../registry/slot-context';
import { LoadingPlaceholder } from '../ui/loading/LoadingPlaceholder';
import { ComponentBoundary } from './ComponentBoundary';
import { type ComponentCode, loadComponentCode, loadedComponentCode } from './component-code';
import { ComponentProblem } from '../ui/notice/ComponentProblem';
import { prepareComponent } from './prepare-component';
import { reportOnce } from '../telemetry/report-once';
import { useRegistry } from './registry-context';
import type { ResolvedEntry } from '../../registry/registry-types';

type LazySlot = LazyExoticComponent<(props: { component: PageComponent }) => ReactNode>;
const lazySlots = new WeakMap<ResolvedEntry, LazySlot>();

/** A type's component that waits (suspends) for its code. */
function lazySlotOf(entry: ResolvedEntry): LazySlot {
  let slot = lazySlots.get(entry);
  if (!slot) {
    slot = lazy(async () => {
      const code = await loadComponentCode(entry);
      return { default: ({ component }: { component: PageComponent }) => <ValidatedComponent code={code} component={component} /> };
    });
    lazySlots.set(entry, slot);
  }
  return slot;
}

/** Renders a page's components in `order`; each one is isolated from the others. */
export function PageRenderer({ components }: { components: readonly PageComponent[] }) {
  const sorted = components.map((c, index) => ({ c, index })).sort((a, b) => a.c.order - b.c.order || a.index - b.index);
  // A drawer given around the page (the editor's canvas, which marks each nested component) draws the layouts' slots.
  const outer = useContext(SlotContext);
  return (
    <SlotContext.Provider value={outer ?? drawSlot}>
      {sorted.map(({ c, index }) => (
        <ComponentSlot key={`${index}:${c.name}`} component={c} />
      ))}
    </SlotContext.Provider>
  );
}

/** A layout's slot: its components (valid as the layout's schema checked them) drawn as a page's are. */
function Slot({ list }: { list: readonly unknown[] }) {
  const components = useMemo(() => list.map((c) => PageComponentSchema.parse(c)), [list]);
  return <PageRenderer components={components} />;
}

const drawSlot: SlotDrawer = (list) => <Slot list={list} />;

function ComponentSlot({ component }: { component: PageComponent }) {
  const entry = useRegistry().get(component.name);
  // Chosen once per slot (keyed by type): code already in renders at once. Hydration needs that: a
  // boundary still waiting for its code when an early update (a context changing) reaches it drops
  // the server's markup for its placeholder, and the page shifts. main.tsx loads a page's code first.
  const [code] = useState(() => (entry ? loadedComponentCode(entry) : undefined));
  if (!entry) {
    reportOnce(`unknown:${component.name}`, `Unknown component "${component.name}"`);
    return <ComponentProblem name={component.name} problem="unknown component type" />;
  }
  const Slot = lazySlotOf(entry);
  return (
    <ComponentBoundary name={component.name}>
      <Suspense fallback={<LoadingPlaceholder />}>
        {code ? <ValidatedComponent code={code} component={component} /> : <Slot component={component} />}
      </Suspense>
    </ComponentBoundary>
  );
}

/** Checks a component's data against its type's schema before it renders. */
function ValidatedComponent({ code, component }: { code: ComponentCode; component: PageComponent }) {
  // Once per component, not per render: a copy of its data and a schema check, on every context change otherwise.
  const prepared = useMemo(() => prepareComponent(component, code.validators), [component, code.validators]);
  if (!prepared.ok) {
    reportOnce(`invalid:${component.name}:${prepared.pointer}`, `Component "${component.name}" has invalid data at ${prepared.pointer}`);
    return <ComponentProblem name={component.name} problem={`invalid data at ${prepared.pointer}`} />;
  }
  const { Renderer } = code;
  return <Renderer {...prepared.props} />;
}
