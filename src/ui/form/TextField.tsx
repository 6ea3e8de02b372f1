import type { InputHTMLAttributes } from 'react';
import type { FieldConfig, Form } from './use-form';

interface Props<F extends Record<string, FieldConfig>> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'> {
  form: Form<F>;
  name: keyof F & string;
}

/** A labelled text input wired to the form layer; its error is announced and tied to the input. */
export function TextField<F extends Record<string, FieldConfig>>({ form, name, ...input }: Props<F>) {
  const props = form.field(name);
  const error = form.errors[name];
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={props.id}>{form.labelOf(name)}</label>
      <input {...input} {...props} aria-describedby={[props['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined} />
      {error ? <p id={`${props.id}-error`} className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}
