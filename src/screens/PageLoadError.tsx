import { somethingWentWrong } from '../api/error-text';

/** Shown in place of a page whose data could not be loaded. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page-error" role="alert">
      <h1>This page didn’t load</h1>
      <p>{somethingWentWrong('loading this page')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
