import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { useForm } from '../form-context';
import { resolve } from '../schema';

/** One of the schema's values; an optional one may be left unset (the default applies). */
export function EnumWidget({ located, value, path, label, required }: FieldProps) {
  const { change } = useForm();
  const { schema } = resolve(located);
  const options = schema.enum ?? [];
  const titles = schema['x-enum-titles'];
  const at = options.findIndex((option) => option === value);
  return (
    <Field path={path} label={label} description={schema.description} required={required}>
      {(control) => (
        <select
          {...control}
          className="field-input"
          value={at < 0 ? '' : String(at)}
          onChange={(event) => change(path, event.target.value === '' ? undefined : options[Number(event.target.value)])}
        >
          {required && at >= 0 ? null : (
            <option value="">
              {schema.default !== undefined
                ? `Default (${titles?.[options.indexOf(schema.default)] ?? String(schema.default)})`
                : 'Not set'}
            </option>
          )}
          {options.map((option, index) => (
            <option key={String(option)} value={String(index)}>
              {titles?.[index] ?? String(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
