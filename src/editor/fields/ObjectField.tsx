import type { FieldProps } from './field-props';
import { pointerOf } from './field-props';
import { useForm } from './form-context';
import { child, labelOf, resolve } from './schema';
import { MoreProperties } from './MoreProperties';
import { SchemaField } from './SchemaField';

/** An object: its properties' fields in the schema's order, grouped under its name. */
export function ObjectField({ located, value, path, label }: FieldProps) {
  const { errorAt } = useForm();
  const here = resolve(located);
  const { schema } = here;
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const required = new Set(schema.required ?? []);
  const error = errorAt(pointerOf(path), label);
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => (
    <SchemaField
      key={key}
      located={child(here, property)}
      value={record[key]}
      path={[...path, key]}
      label={labelOf(key, property.title ? property : resolve(child(here, property)).schema)}
      required={required.has(key)}
    />
  ));
  if (!path.length) return <>{fields}</>;
  return (
    <fieldset className="field-group">
      <legend>{label}</legend>
      {schema.description ? <p className="field-hint">{schema.description}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
      {fields}
      <MoreProperties here={here} record={record} path={path} label={label} />
    </fieldset>
  );
}
