import type { SelectHTMLAttributes } from 'react';
import type { FieldConfig, Form } from './use-form';
import { ErrorText } from './ErrorText';

interface Props<F extends Record<string, FieldConfig>> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'form' | 'name' | 'value' | 'onChange'
> {
  form: Form<F>;
  name: keyof F & string;
  options: readonly string[];
  /** The first, empty choice ("Choose a state"). */
  placeholder: string;
}

/** A labelled select wired to the form layer, like TextField: its error announced and tied to it. */
export function SelectField<F extends Record<string, FieldConfig>>({ form, name, options, placeholder, ...select }: Props<F>) {
  const { readOnly: _readOnly, ...props } = form.field(name);
  const error = form.errors[name];
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={props.id}>{form.labelOf(name)}</label>
      <select {...select} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ErrorText error={error} id={`${props.id}-error`} />
    </div>
  );
}
