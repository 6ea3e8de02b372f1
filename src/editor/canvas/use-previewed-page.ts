import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { allComponents, mapComponents } from '../../../contract/component-tree';
import type { PageComponent, PageData } from '../../../contract/page-data';
import type { ApiClient } from '../../api/http-client';

const ResponsesSchema = z.object({ responses: z.array(z.unknown()) });
/** Typing in a carousel's query asks the server once it pauses. */
const PAUSE_MS = 250;

/** What decides a component's server data: its type and its whole placed data (the server checks it first). */
const keys = new WeakMap<PageComponent, string>();
const keyOf = (component: PageComponent) => {
  let key = keys.get(component);
  if (key === undefined) {
    key = JSON.stringify([component.name, component.data, component.settings, component.logicdata]);
    keys.set(component, key);
  }
  return key;
};
/** A component with its server data, made once per component and answer, so an unchanged one stays the same object. */
const withResponses = new WeakMap<PageComponent, { response: unknown; merged: PageComponent }>();
const merged = (component: PageComponent, response: unknown): PageComponent => {
  const known = withResponses.get(component);
  if (known && known.response === response) return known.merged;
  const made = { ...component, response };
  withResponses.set(component, { response, merged: made });
  return made;
};

/**
 * The page with each component's `response` (a carousel's products …) as the store would serve it,
 * asked of the server for the components it has not seen in this form; the page shows at once and
 * the answers fill in.
 */
export function usePreviewedPage(api: ApiClient, page: PageData): PageData {
  const [answers, setAnswers] = useState<ReadonlyMap<string, unknown>>(new Map());
  // Every component of the tree: a carousel in a layout's column is asked for too.
  const all = useMemo(() => allComponents(page.data), [page]);
  const pageKeys = useMemo(() => all.map(keyOf), [all]);
  useEffect(() => {
    const missing = all.filter((_, i) => !answers.has(pageKeys[i] as string));
    if (!missing.length) return;
    let current = true;
    const timer = setTimeout(() => {
      api.post<unknown>('/api/builder/resolve', { components: missing }).then(
        (answer) => {
          const parsed = ResponsesSchema.safeParse(answer);
          if (!current || !parsed.success) return;
          setAnswers(
            (known) => new Map([...known, ...missing.map((c, i): [string, unknown] => [keyOf(c), parsed.data.responses[i] ?? null])]),
          );
        },
        // The preview shows the component without its server data; the next change asks again.
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, all, pageKeys, answers]);
  return useMemo(
    () => ({
      ...page,
      data: mapComponents(page.data, (component) => {
        const response = answers.get(keyOf(component));
        return response === null || response === undefined ? component : merged(component, response);
      }),
    }),
    [page, answers],
  );
}
