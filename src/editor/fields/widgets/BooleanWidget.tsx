import type { FieldProps } from '../field-props';
import { pointerOf } from '../field-props';
import { useForm } from '../form-context';
import { resolve } from '../schema';

/** A switch: on or off (an absent value shows the schema's default). */
export function BooleanWidget({ located, value, path, label }: FieldProps) {
  const { change, idPrefix, readOnly, errorAt } = useForm();
  const { schema } = resolve(located);
  const id = `${idPrefix}${pointerOf(path).replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  const error = errorAt(pointerOf(path), label);
  return (
    <div className="field field-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={readOnly}
        aria-describedby={schema.description ? `${id}-hint` : undefined}
        onChange={(event) => change(path, event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {schema.description ? (
        <p className="field-hint" id={`${id}-hint`}>
          {schema.description}
        </p>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
