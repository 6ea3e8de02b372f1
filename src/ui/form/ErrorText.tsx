/** A problem the visitor should read now (announced to screen readers); nothing when there is none. */
export function ErrorText({ error, id }: { error: string | null | undefined; id?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}
