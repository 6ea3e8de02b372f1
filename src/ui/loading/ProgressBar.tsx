import { Spinner } from './Spinner';

/** Navigation progress: a bar across the top and a spinner while the next page loads. */
export function ProgressBar({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className="progress" role="progressbar" aria-label="Loading page">
      <div className="progress-bar" />
      <span className="progress-spinner">
        <Spinner />
      </span>
    </div>
  );
}
