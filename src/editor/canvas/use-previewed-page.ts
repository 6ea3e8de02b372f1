import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import type { PageComponent, PageData } from '../../../contract/page-data';
import type { ApiClient } from '../../api/http-client';

const ResponsesSchema = z.object({ responses: z.array(z.unknown()) });
/** Typing in a carousel's query asks the server once it pauses. */
const PAUSE_MS = 250;

/** What decides a component's server data: its type and its whole placed data (the server checks it first). */
const keyOf = (component: PageComponent) => JSON.stringify([component.name, component.data, component.settings, component.logicdata]);

/**
 * The page with each component's `response` (a carousel's products …) as the store would serve it,
 * asked of the server for the components it has not seen in this form; the page shows at once and
 * the answers fill in.
 */
export function usePreviewedPage(api: ApiClient, page: PageData): PageData {
  const [answers, setAnswers] = useState<ReadonlyMap<string, unknown>>(new Map());
  const keys = useMemo(() => page.data.map(keyOf), [page]);
  useEffect(() => {
    const missing = page.data.filter((_, i) => !answers.has(keys[i] as string));
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
  }, [api, page, keys, answers]);
  return useMemo(
    () => ({
      ...page,
      data: page.data.map((component, i) => {
        const response = answers.get(keys[i] as string);
        return response === null || response === undefined ? component : { ...component, response };
      }),
    }),
    [page, keys, answers],
  );
}
