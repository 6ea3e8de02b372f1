import type { PageDataResult } from '../api/store-api';
import type { BootPage } from '../../contract/boot-payload';

/** Page data by path: the boot payload's page is there from the start; others are fetched once. */
export interface PageDataCache {
  /** The result if already known (no waiting), else undefined. */
  peek(path: string): PageDataResult | undefined;
  get(path: string): Promise<PageDataResult>;
}

/** Creates the cache; failed loads are forgotten so that a retry fetches again. */
export function createPageDataCache(load: (path: string) => Promise<PageDataResult>, initial: BootPage | null): PageDataCache {
  const known = new Map<string, PageDataResult>();
  const pending = new Map<string, Promise<PageDataResult>>();
  if (initial) known.set(initial.path, initial.data ? { status: 200, data: initial.data } : { status: 404, data: null });
  return {
    peek: (path) => known.get(path),
    get(path) {
      const hit = known.get(path);
      if (hit) return Promise.resolve(hit);
      let request = pending.get(path);
      if (!request) {
        request = load(path).then(
          (result) => {
            known.set(path, result);
            pending.delete(path);
            return result;
          },
          (error: unknown) => {
            pending.delete(path);
            throw error;
          },
        );
        pending.set(path, request);
      }
      return request;
    },
  };
}
