import type { ApiClient } from './http-client';
import { hasStatus } from './error-text';
import { type Init, parseInit } from '../../contract/init';
import { parseCurrentPageData } from '../../contract/page-data';
import { isCurrentFormat } from '../../contract/page-format';
import type { PageDataResult } from '../../contract/built-in-page';

/** The store API's init call (spec section 3). */
export const INIT_REQUEST = '/api/init';

/** The store API's page data call for a storefront path (spec section 3): `/` is `/api/page/data`. */
export const pageDataRequest = (path: string): string => `/api/page/data${path === '/' ? '' : path}`;

/** Loads init; false when the call fails or the answer is unusable (the boot shows Retry). */
export async function loadInit(api: ApiClient): Promise<Init | false> {
  try {
    return parseInit(await api.get<unknown>(INIT_REQUEST));
  } catch {
    return false;
  }
}

/** Outcome of loading a page's data. */
export type { PageDataResult };

/**
 * Reads a page data answer. Ours is in the current format; another store's page builder's (spec
 * section 3) is migrated by code loaded only then, so the critical path carries none of it.
 */
async function readPageData(raw: unknown) {
  if (isCurrentFormat(raw)) return parseCurrentPageData(raw);
  const { parsePageData } = await import('../../contract/read-page-data');
  return parsePageData(raw);
}

/** Loads the page data of a path; a 404 is a result, other failures throw. */
export async function loadPageData(api: ApiClient, path: string): Promise<PageDataResult> {
  try {
    return { status: 200, data: await readPageData(await api.get<unknown>(pageDataRequest(path))) };
  } catch (error) {
    if (hasStatus(error, 404)) return { status: 404, data: null };
    throw error;
  }
}
