import { useState } from 'react';
import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { useForm } from '../form-context';
import { resolve, typeOf } from '../schema';

/** A number or whole number within the schema's bounds; an emptied optional number is left out. */
export function NumberWidget({ located, value, path, label, required }: FieldProps) {
  const { change } = useForm();
  const { schema } = resolve(located);
  const whole = typeOf(schema) === 'integer';
  // What was typed, kept while it is not a number yet ("-", "1e"), so typing is never fought.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (typeof value === 'number' ? String(value) : '');
  const bounds = [schema.minimum !== undefined ? `from ${schema.minimum}` : '', schema.maximum !== undefined ? `to ${schema.maximum}` : '']
    .filter(Boolean)
    .join(' ');
  const description = [schema.description, bounds ? `${whole ? 'A whole number' : 'A number'} ${bounds}.` : ''].filter(Boolean).join(' ');
  return (
    <Field path={path} label={label} description={description || undefined} required={required}>
      {(control) => (
        <input
          {...control}
          className="field-input field-number"
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          value={shown}
          autoComplete="off"
          onChange={(event) => {
            const text = event.target.value.trim();
            const number = Number(text);
            if (text === '') {
              setTyped(null);
              change(path, required ? null : undefined);
            } else if (Number.isFinite(number) && /^-?\d*\.?\d+(e-?\d+)?$/i.test(text)) {
              setTyped(null);
              change(path, number);
            } else {
              // Not a number: kept on screen, and the component gets the text, which its validator refuses.
              setTyped(event.target.value);
              change(path, event.target.value);
            }
          }}
        />
      )}
    </Field>
  );
}
