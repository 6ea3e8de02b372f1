import { useState } from 'react';
import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { useForm } from '../form-context';
import { resolve } from '../schema';

/** A value whose schema allows anything: edited as JSON text, taken once it parses. */
export function JsonWidget({ located, value, path, label, required }: FieldProps) {
  const { change } = useForm();
  const { schema } = resolve(located);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field path={path} label={`${label} (JSON)`} description={problem ?? schema.description} required={required}>
      {(control) => (
        <textarea
          {...control}
          aria-invalid={problem ? true : control['aria-invalid']}
          className="field-input field-textarea field-code"
          rows={4}
          spellCheck={false}
          value={typed ?? (value === undefined ? '' : JSON.stringify(value, null, 2))}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.value.trim() === '') {
              setProblem(null);
              return change(path, undefined);
            }
            try {
              change(path, JSON.parse(event.target.value));
              setProblem(null);
            } catch {
              setProblem('Not JSON yet: the last value that was is kept.');
            }
          }}
        />
      )}
    </Field>
  );
}
