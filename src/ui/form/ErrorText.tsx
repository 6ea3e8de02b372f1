/** A problem the visitor should read now (announced to screen readers); nothing when there is none. */
export function ErrorText({ error, id }: { error: string | null | undefined; id?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The attributes that tie an input to its ErrorText (id `${id}-error`) while there is an error. */
export function errorLink(id: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
