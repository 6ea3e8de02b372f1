import { Spinner } from './Spinner';

/** Inline "Loading..." placeholder while a part of the page loads. */
export function LoadingPlaceholder() {
  return (
    <div className="loading-placeholder" role="status">
      <Spinner /> Loading...
    </div>
  );
}
