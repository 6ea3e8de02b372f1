import { useCallback, useState } from 'react';
import { errorMessage } from '../api/error-text';

/** What an action in a side panel came to: a line the owner reads, announced as a status or an alert. */
export type ActionOutcome = { ok: boolean; text: string } | null;

/**
 * One action at a time in a panel (save a template, make a link…): `run` marks it busy, shows what
 * `work` answers, or the store's refusal in the owner's words, and then calls `after` (a reload).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const run = useCallback(async (work: () => Promise<string>, after?: () => void) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
      after?.();
    }
  }, []);
  const clear = useCallback(() => setOutcome(null), []);
  return { busy, outcome, run, clear };
}

/** The outcome's line, or nothing. */
export function Outcome({ outcome }: { outcome: ActionOutcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'editor-note' : 'editor-error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
