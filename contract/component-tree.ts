import { canonicalName, componentSlots } from '../src/generated/components';

/**
 * A page's components form a tree: a layout (Columns) keeps lists of components in its data, at the
 * places its schema marks `x-slot` (generated as `componentSlots`). These walk that tree once, for
 * everything that reads or rewrites every component: validation, migrations, the server's data,
 * hidden components, the code a page loads.
 */

/** Layouts inside layouts go at most this deep (a page's own list is depth 0). */
export const MAX_LAYOUT_DEPTH = 3;

/**
 * The walks below stop there too: a page nested deeper is refused by validation, and a hostile one
 * (thousands of layouts deep in 512 KB) must not exhaust the stack of whoever reads it.
 */
const within = (depth: number) => depth < MAX_LAYOUT_DEPTH;

/** One list of components inside a component: where it is (a JSON pointer from the component) and what it holds. */
export interface ChildList {
  pointer: string;
  list: readonly unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const slotsOf = (component: unknown): readonly string[] => {
  const name = isObject(component) && typeof component.name === 'string' ? canonicalName(component.name) : null;
  return (name && componentSlots[name]) || [];
};

/** The lists found by following `segments` (`*`: every item of an array) from `value`. */
function listsAt(value: unknown, segments: readonly string[], at: string): ChildList[] {
  if (!segments.length) return Array.isArray(value) ? [{ pointer: at, list: value }] : [];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.flatMap((item, index) => listsAt(item, rest, `${at}/${index}`)) : [];
  return isObject(value) && Object.hasOwn(value, head) ? listsAt(value[head], rest, `${at}/${head}`) : [];
}

/** The lists of components a component holds (none for a component that is not a layout). */
export function childLists(component: unknown): ChildList[] {
  return slotsOf(component).flatMap((slot) => listsAt(component, slot.split('/').slice(1), ''));
}

/** Visits every component of a tree, parents first: each with its JSON pointer (from the page) and its depth (0: on the page). */
export function walkComponents(
  list: readonly unknown[],
  visit: (component: unknown, pointer: string, depth: number) => void,
  at = '/data',
  depth = 0,
): void {
  list.forEach((component, index) => {
    const pointer = `${at}/${index}`;
    visit(component, pointer, depth);
    if (within(depth)) for (const child of childLists(component)) walkComponents(child.list, visit, pointer + child.pointer, depth + 1);
  });
}

/** Every component of a tree, parents first. */
export function allComponents<T>(list: readonly T[]): T[] {
  const all: T[] = [];
  walkComponents(list, (component) => all.push(component as T));
  return all;
}

/** `value` with the lists at `segments` replaced by `replace(list)` (copies along the way; the rest shared). */
function replacedAt(value: unknown, segments: readonly string[], replace: (list: readonly unknown[]) => unknown[]): unknown {
  if (!segments.length) return Array.isArray(value) ? replace(value) : value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.map((item) => replacedAt(item, rest, replace)) : value;
  if (!isObject(value) || !Object.hasOwn(value, head)) return value;
  return { ...value, [head]: replacedAt(value[head], rest, replace) };
}

/** A component with each list of components it holds replaced by `replace(list)`; the component itself when it holds none. */
export function withChildLists<T>(component: T, replace: (list: readonly unknown[]) => unknown[]): T {
  return slotsOf(component).reduce<T>((result, slot) => replacedAt(result, slot.split('/').slice(1), replace) as T, component);
}

/** A tree rewritten bottom-up: each component's lists first, then the component by `map`. */
export function mapComponents<T>(list: readonly T[], map: (component: T) => T, depth = 0): T[] {
  return list.map((component) =>
    map(within(depth) ? withChildLists(component, (children) => mapComponents(children as T[], map, depth + 1)) : component),
  );
}

/** A tree with the components `keep` refuses left out, at every depth. */
export function filterComponents<T>(list: readonly T[], keep: (component: T) => boolean, depth = 0): T[] {
  return list
    .filter(keep)
    .map((component) =>
      within(depth) ? withChildLists(component, (children) => filterComponents(children as T[], keep, depth + 1)) : component,
    );
}

/** The asynchronous `mapComponents`: the lists' components are mapped at once, each after its own children. */
export async function mapComponentsAsync<T>(list: readonly T[], map: (component: T) => Promise<T>, depth = 0): Promise<T[]> {
  return Promise.all(
    list.map(async (component) => {
      const lists = within(depth) ? childLists(component) : [];
      if (!lists.length) return map(component);
      const mapped = await Promise.all(lists.map((child) => mapComponentsAsync(child.list as T[], map, depth + 1)));
      let next = 0;
      return map(withChildLists(component, () => mapped[next++] as unknown[]));
    }),
  );
}
