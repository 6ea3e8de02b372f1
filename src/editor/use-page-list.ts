import { useEffect, useState } from 'react';
import type { PageEntry } from '../../contract/page-versions';
import type { EditorApi } from './editor-api';

/** The website's pages, asked for when the panel that lists them opens (so their statuses are fresh); null while loading. */
export function usePageList(api: EditorApi): { pages: PageEntry[] | null; failed: string | null } {
  const [pages, setPages] = useState<PageEntry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.pages().then(
      (list) => live && setPages(list),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : 'The pages could not be loaded'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return { pages, failed };
}
