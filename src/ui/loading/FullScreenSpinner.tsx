import { Spinner } from './Spinner';

/** Covers the screen until the store has booted (same markup as index.html's static spinner). */
export function FullScreenSpinner() {
  return (
    <div className="boot-spinner" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">Loading the store…</span>
    </div>
  );
}
