import { parseInit, type Init } from '../../../contract/init';
import { parseCurrentPageData } from '../../../contract/page-data';
import { parsePrefetched } from '../../../contract/prefetched';
import type { BootPage } from '../../../contract/boot-payload';

/** A boot payload as the app uses it. */
export interface Boot {
  init: Init;
  page: BootPage;
}

/** Parses a boot payload the way the browser does, so the server renders exactly what the browser will hydrate. */
export function parseBootPayload(raw: unknown): Boot | null {
  if (!raw || typeof raw !== 'object') return null;
  const { init, page } = raw as { init?: unknown; page?: Partial<BootPage> };
  const parsed = parseInit(init);
  if (!parsed || !page || typeof page.path !== 'string') return null;
  const status = page.status === 404 ? 404 : 200;
  return {
    init: parsed,
    page: {
      path: page.path,
      status,
      data: status === 200 ? parseCurrentPageData(page.data) : null,
      prefetched: parsePrefetched(page.prefetched),
      ...(page.draft === true && status === 200 ? { draft: true as const } : {}),
    },
  };
}

/** The inlined boot payload, or null when it is absent or unusable (the app then asks the API). */
export function readBootPayload(doc: Document = document): Boot | null {
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return null;
  try {
    return parseBootPayload(JSON.parse(text));
  } catch {
    return null;
  }
}
