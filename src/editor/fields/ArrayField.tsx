import type { FieldProps } from './field-props';
import { pointerOf } from './field-props';
import { useForm } from './form-context';
import { child, newValue, resolve } from './schema';
import { SchemaField } from './SchemaField';

/** A list: each item's fields, with Add (up to maxItems), Remove (down to minItems) and moves up and down. */
export function ArrayField({ located, value, path, label }: FieldProps) {
  const { change, errorAt, readOnly } = useForm();
  const here = resolve(located);
  const { schema } = here;
  const items = Array.isArray(value) ? value : [];
  const item = child(here, schema.items);
  // "Slides" → "Slide 1": an item's own title, else the list's name made singular.
  const singular = resolve(item).schema.title ?? (label.endsWith('s') ? label.slice(0, -1) : label);
  const error = errorAt(pointerOf(path), label);
  const set = (next: unknown[]) => change(path, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    set(next);
  };
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const least = schema.minItems ?? 0;
  return (
    <fieldset className="field-group field-list">
      <legend>{label}</legend>
      {schema.description ? <p className="field-hint">{schema.description}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
      <ol className="field-items">
        {items.map((entry, index) => (
          <li key={index} className="field-item">
            <SchemaField located={item} value={entry} path={[...path, index]} label={`${singular} ${index + 1}`} required />
            <div className="field-item-actions" role="group" aria-label={`${singular} ${index + 1}`}>
              <button type="button" className="editor-button" disabled={readOnly || index === 0} onClick={() => move(index, index - 1)}>
                Up
              </button>
              <button
                type="button"
                className="editor-button"
                disabled={readOnly || index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Down
              </button>
              <button
                type="button"
                className="editor-button editor-button-danger"
                disabled={readOnly || items.length <= least}
                onClick={() => set(items.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="editor-button"
        disabled={readOnly || full}
        onClick={() => change(path, [...items, newValue(item)], [...path, items.length])}
      >
        Add {singular.toLowerCase()}
      </button>
      {full ? <p className="field-hint">At most {schema.maxItems}.</p> : null}
    </fieldset>
  );
}
