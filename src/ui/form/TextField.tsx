import type { InputHTMLAttributes } from 'react';
import type { FieldConfig, Form } from './use-form';
import { ErrorText } from './ErrorText';

interface Props<F extends Record<string, FieldConfig>> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'value' | 'onChange'
> {
  form: Form<F>;
  name: keyof F & string;
  /** Fixed text shown before the input, such as "+91" (not part of the value). */
  prefix?: string;
}

/** A labelled text input wired to the form layer; its error is announced and tied to the input. */
export function TextField<F extends Record<string, FieldConfig>>({ form, name, prefix, ...input }: Props<F>) {
  const props = form.field(name);
  const error = form.errors[name];
  const control = (
    <input
      {...input}
      {...props}
      aria-describedby={[props['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined}
    />
  );
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={props.id}>{form.labelOf(name)}</label>
      {prefix ? (
        <div className="input-with-prefix">
          <span aria-hidden="true">{prefix}</span>
          {control}
        </div>
      ) : (
        control
      )}
      <ErrorText error={error} id={`${props.id}-error`} />
    </div>
  );
}
