import { somethingWentWrong } from '../../api/error-text';

/** Shown in place of a page (or, with `what`, part of one) whose data could not be loaded. */
export function PageLoadError({ onRetry, what }: { onRetry: () => void; what?: string }) {
  return (
    <section className="page-error" role="alert">
      {what ? <h2>We couldn’t load {what}</h2> : <h1>This page didn’t load</h1>}
      <p>{somethingWentWrong(`loading ${what ?? 'this page'}`)}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
