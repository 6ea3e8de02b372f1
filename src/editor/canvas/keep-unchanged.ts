import type { PageComponent, PageData } from '../../../contract/page-data';

const textOf = new WeakMap<PageComponent, string>();
/** A component's JSON, worked out once per object. */
export function componentText(component: PageComponent): string {
  let text = textOf.get(component);
  if (text === undefined) {
    text = JSON.stringify(component);
    textOf.set(component, text);
  }
  return text;
}

/**
 * The page the editor sent, with each component that did not change since the last one kept as the
 * same object: a message arrives as a fresh copy of everything, and a kept object is what lets the
 * canvas redraw only the component being typed into.
 */
export function keepUnchanged(previous: PageData | null, next: PageData): PageData {
  if (!previous) return next;
  const data = next.data.map((component, index) => {
    const before = previous.data[index];
    return before && componentText(before) === componentText(component) ? before : component;
  });
  return { ...next, data };
}
