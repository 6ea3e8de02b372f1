/** The one spinner style shared by the boot screen, placeholders and the progress bar. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
