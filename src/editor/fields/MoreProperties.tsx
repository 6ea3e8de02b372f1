import { useId, useState } from 'react';
import { useForm } from './form-context';
import { child, type Located, newValue, resolve } from './schema';
import { SchemaField } from './SchemaField';

/**
 * The keys of an object its schema does not name but allows (`additionalProperties`: a theme's own
 * colours), each with its field and Remove, and a named one added.
 */
export function MoreProperties({
  here,
  record,
  path,
  label,
}: {
  here: Located;
  record: Record<string, unknown>;
  path: readonly (string | number)[];
  label: string;
}) {
  const { change, readOnly } = useForm();
  const id = useId();
  const [name, setName] = useState('');
  const more = here.schema.additionalProperties;
  if (!more || more === true) return null;
  const located = child(here, more);
  const named = new Set(Object.keys(here.schema.properties ?? {}));
  const extra = Object.keys(record).filter((key) => !named.has(key));
  const pattern = new RegExp(resolve(child(here, here.schema.propertyNames)).schema.pattern ?? '^.+$');
  const fresh = name.trim();
  const addable = fresh !== '' && pattern.test(fresh) && !(fresh in record);
  return (
    <>
      {extra.map((key) => (
        <div key={key} className="field-more">
          <SchemaField located={located} value={record[key]} path={[...path, key]} label={key} required />
          <button type="button" className="editor-button" disabled={readOnly} onClick={() => change([...path, key], undefined)}>
            Remove {key}
          </button>
        </div>
      ))}
      <div className="field-item-actions">
        <label htmlFor={id}>New entry in {label.toLowerCase()}</label>
        <input
          id={id}
          className="field-input"
          value={name}
          disabled={readOnly}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="button"
          className="editor-button"
          disabled={readOnly || !addable}
          onClick={() => {
            change([...path, fresh], newValue(located));
            setName('');
          }}
        >
          Add
        </button>
      </div>
    </>
  );
}
