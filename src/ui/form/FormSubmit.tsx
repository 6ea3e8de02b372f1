import type { ReactNode } from 'react';
import { ErrorText } from './ErrorText';

/** A form's closing part: why the last try failed (announced to screen readers), then its submit button, off while busy. */
export function FormSubmit({ error, busy, children }: { error: string | null; busy: boolean; children: ReactNode }) {
  return (
    <>
      <ErrorText error={error} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {children}
      </button>
    </>
  );
}
