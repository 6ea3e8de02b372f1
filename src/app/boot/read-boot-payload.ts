import { parseInit, type Init } from '../../api/contracts/init';
import { parsePageData } from '../../api/contracts/page-data';
import type { BootPage } from './boot-payload';

/** The inlined boot payload, or null when it is absent or unusable (the app then asks the API). */
export function readBootPayload(doc: Document = document): { init: Init; page: BootPage } | null {
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { init, page } = raw as { init?: unknown; page?: Partial<BootPage> };
  const parsed = parseInit(init);
  if (!parsed || !page || typeof page.path !== 'string') return null;
  const status = page.status === 404 ? 404 : 200;
  return { init: parsed, page: { path: page.path, status, data: status === 200 ? parsePageData(page.data) : null } };
}
