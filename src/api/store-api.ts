import type { ApiClient } from './http-client';
import { hasStatus } from './error-text';
import { type Init, parseInit } from '../../contract/init';
import { parsePageData } from '../../contract/page-data';
import type { PageDataResult } from '../../contract/built-in-page';

/** Loads init; false when the call fails or the answer is unusable (the boot shows Retry). */
export async function loadInit(api: ApiClient): Promise<Init | false> {
  try {
    return parseInit(await api.get<unknown>('/api/init'));
  } catch {
    return false;
  }
}

/** Outcome of loading a page's data. */
export type { PageDataResult };

/** Loads the page data of a path; a 404 is a result, other failures throw. */
export async function loadPageData(api: ApiClient, path: string): Promise<PageDataResult> {
  try {
    return { status: 200, data: parsePageData(await api.get<unknown>(`/api/page/data${path === '/' ? '' : path}`)) };
  } catch (error) {
    if (hasStatus(error, 404)) return { status: 404, data: null };
    throw error;
  }
}
