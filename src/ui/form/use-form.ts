import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { DIGIT_FORMATS, normaliseDigitFormat } from './formats';
import { validateField, type FieldRules, type FieldValue } from './rules';

/** One registered field: its label, rules and initial value. */
export interface FieldConfig extends FieldRules {
  initial: FieldValue;
}

type Values<F> = { [K in keyof F]: FieldValue };
type Errors<F> = Partial<Record<keyof F, string>>;

/** Props that wire an input to the form: value, change and blur, and its error message. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  readOnly: boolean;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A small form layer: validates a field when it loses focus (and again on each change once it has
 * shown an error), validates everything on submit, and submits only when every field is valid.
 */
export function useForm<F extends Record<string, FieldConfig>>(fields: F) {
  const initialValues = useMemo(() => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.initial])) as Values<F>, [fields]);
  const [values, setValues] = useState<Values<F>>(initialValues);
  const [errors, setErrors] = useState<Errors<F>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const baseId = useId();

  const check = useCallback(
    (name: keyof F, all: Values<F>) => validateField(all[name], fields[name] as FieldRules<Values<F>>, all),
    [fields],
  );

  const setValue = useCallback(
    (name: keyof F, value: FieldValue) => {
      const format = fields[name]?.format;
      // Pasted phone numbers and pincodes keep only their digits (Unicode digits made ASCII).
      const stored = typeof value === 'string' && format && DIGIT_FORMATS.has(format) ? normaliseDigitFormat(format, value) : value;
      const next = { ...valuesRef.current, [name]: stored };
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: check(name, next) ?? undefined }));
    },
    [check, fields],
  );

  const validateAll = useCallback((): boolean => {
    const found: Errors<F> = {};
    for (const name of Object.keys(fields) as (keyof F)[]) {
      const message = check(name, valuesRef.current);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [check, fields]);

  const handleSubmit = useCallback(
    (onValid: (values: Values<F>) => void | Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (validateAll()) return onValid(valuesRef.current);
      // On a phone the first error may be off screen: take the shopper to it (focus scrolls it into view).
      const first = Object.keys(fields).find((name) => check(name, valuesRef.current));
      if (first) document.getElementById(`${baseId}-${first}`)?.focus();
    },
    [validateAll, fields, check, baseId],
  );

  const reset = useCallback(() => {
    valuesRef.current = initialValues;
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  const field = (name: keyof F & string): FieldProps => {
    const error = errors[name];
    const value = values[name];
    return {
      id: `${baseId}-${name}`,
      name,
      value: value === null || value === undefined ? '' : String(value),
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setErrors((current) => ({ ...current, [name]: check(name, valuesRef.current) ?? undefined })),
      readOnly: fields[name]?.readOnly ?? false,
      required: fields[name]?.required ?? false,
      'aria-invalid': error !== undefined,
      'aria-describedby': error !== undefined ? `${baseId}-${name}-error` : undefined,
    };
  };

  return {
    values,
    errors,
    setValue,
    validateAll,
    handleSubmit,
    reset,
    field,
    labelOf: (name: keyof F) => fields[name]?.label ?? 'This field',
  };
}

/** The form object returned by useForm. */
export type Form<F extends Record<string, FieldConfig>> = ReturnType<typeof useForm<F>>;
