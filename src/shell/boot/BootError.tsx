/** Full-page error when the store cannot start, with a way to try again. */
export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="boot-error" role="alert">
      <h1>We couldn’t load the store</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </main>
  );
}
