import type { FieldProps } from './field-props';
import { Field } from './Field';
import { useForm } from './form-context';
import { child, fitsType, newValue, resolve, typeOf } from './schema';
import { SchemaField } from './SchemaField';

/** One of several shapes (`anyOf`, `oneOf`): the shape the value has, and a choice of another. */
export function ChoiceField(props: FieldProps) {
  const { change } = useForm();
  const here = resolve(props.located);
  const branches = (here.schema.anyOf ?? here.schema.oneOf ?? []).map((branch) => child(here, branch));
  const found = branches.findIndex((branch) => fitsType(props.value, branch));
  const chosen = found < 0 ? 0 : found;
  const names = branches.map((branch, index) => {
    const { schema } = resolve(branch);
    return schema.title ?? typeOf(schema) ?? `Choice ${index + 1}`;
  });
  return (
    <div className="field-choice">
      <Field path={[...props.path, '~choice']} label={`${props.label}: kind`} required>
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={String(chosen)}
            onChange={(event) => change(props.path, newValue(branches[Number(event.target.value)]!))}
          >
            {names.map((name, index) => (
              <option key={index} value={String(index)}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SchemaField {...props} located={branches[chosen] ?? props.located} />
    </div>
  );
}
