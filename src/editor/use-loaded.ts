import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../api/error-text';

/**
 * What `load` answers, asked for when the panel using it opens (so it is fresh) and again on `reload`;
 * null while loading. `load` must keep its identity (the editor's API calls do).
 */
export function useLoaded<T>(load: () => Promise<T>): { value: T | null; failed: string | null; reload: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => {
        if (!live) return;
        setValue(answer);
        setFailed(null);
      },
      (error: unknown) => live && setFailed(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [load, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { value, failed, reload };
}
