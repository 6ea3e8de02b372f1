import type { ReactNode } from 'react';
import { useForm } from './form-context';
import { pointerOf } from './field-props';

/** The element id of the control for the value at `pointer` in a form (the editor focuses it to point at a problem). */
export const fieldElementId = (idPrefix: string, pointer: string) => `${idPrefix}${pointer.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The ids and ARIA of one control: labelled, described by its hint, marked and described when invalid. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean;
}

/**
 * One labelled control with its description and the validators' error under it, as the owner types;
 * `children` renders the control with the props that tie it to its label, hint and error.
 */
export function Field({
  path,
  label,
  description,
  required,
  children,
}: {
  path: readonly (string | number)[];
  label: string;
  description?: string;
  required: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const { errorAt, idPrefix, readOnly } = useForm();
  const pointer = pointerOf(path);
  const id = fieldElementId(idPrefix, pointer);
  const error = errorAt(pointer, label);
  const described = [description ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? null : <span className="field-optional"> (optional)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, disabled: readOnly })}
      {description ? (
        <p className="field-hint" id={`${id}-hint`}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
