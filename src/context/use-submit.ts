import { useCallback, useRef, useState } from 'react';
import { errorText } from '../api/error-text';

/** Options of useSubmit. */
export interface SubmitOptions {
  /** Where a failure's text goes instead of `error` (a toast, for actions outside a form). */
  onError?: (message: string) => void;
  /** The action ends by leaving the page (a full navigation): stay busy after it succeeds. */
  leavesPage?: boolean;
}

/** A form's (or a button's) action in flight: busy while it runs, its failure as text the visitor can read. */
export interface Submission {
  busy: boolean;
  error: string | null;
  /** Sets the error shown, for a check made before anything is sent. */
  setError: (error: string | null) => void;
  /** Runs the action, unless one is already running; a failure becomes `error` (or goes to `onError`). */
  run: (action: () => Promise<unknown>) => Promise<void>;
}

/** The busy / error / try-catch of every form, once. */
export function useSubmit({ onError, leavesPage = false }: SubmitOptions = {}): Submission {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      let succeeded = false;
      try {
        await action();
        succeeded = true;
      } catch (failure) {
        const message = errorText(failure);
        if (onError) onError(message);
        else setError(message);
      } finally {
        if (!(succeeded && leavesPage)) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [onError, leavesPage],
  );
  return { busy, error, setError, run };
}
