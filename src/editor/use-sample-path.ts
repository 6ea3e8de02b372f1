import { useEffect, useState } from 'react';
import type { EditorApi } from './editor-api';

/** Where the canvas shows `path`: itself, or for a route's template (`/products/:slug`) a real address of it. */
export function useSamplePath(api: EditorApi, path: string): string {
  const [sample, setSample] = useState(path);
  useEffect(() => {
    let live = true;
    if (path.includes(':'))
      void api.samplePath(path).then(
        (found) => live && setSample(found),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [api, path]);
  return sample;
}
