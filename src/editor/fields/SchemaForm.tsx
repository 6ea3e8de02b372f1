import { type ReactNode, useMemo } from 'react';
import type { Init } from '../../../contract/init';
import type { ApiClient } from '../../api/http-client';
import { errorLookup, type FormContext, FormProvider } from './form-context';
import { child, type Located, type Schema } from './schema';
import { SchemaField } from './SchemaField';

/**
 * A form generated from a schema (a component's, the page's, the website settings'): its fields get the
 * validators' errors by JSON pointer and report each change by path. `change` should be memoised, or the
 * fields are drawn again at every render.
 */
export function SchemaForm({
  root,
  value,
  errors,
  change,
  readOnly,
  init,
  api,
  idPrefix,
  children,
}: {
  /** The schema of what the form edits, and its value: error messages are worded from the field they name. */
  root: Located;
  value: unknown;
  /** Pointers relative to the value the form edits. */
  errors: readonly { pointer: string; message: string }[];
  change: FormContext['change'];
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  idPrefix: string;
  children: ReactNode;
}) {
  const form = useMemo<FormContext>(
    () => ({ ...errorLookup(errors, root, value), change, readOnly, init, api, idPrefix }),
    [errors, root, value, change, readOnly, init, api, idPrefix],
  );
  return (
    <FormProvider value={form}>
      <div className="component-form">{children}</div>
    </FormProvider>
  );
}

/** A field for each property of an object schema that `shown` lets through, at its key of `value`. */
export function SchemaProperties({
  root,
  value,
  shown,
  label,
}: {
  root: Located;
  value: Record<string, unknown>;
  shown: (key: string) => boolean;
  /** The field's label for a property (its schema as written, a `$ref` unresolved). */
  label: (key: string, schema: Schema) => string;
}) {
  const required = new Set(root.schema.required ?? []);
  return Object.entries(root.schema.properties ?? {})
    .filter(([key]) => shown(key))
    .map(([key, schema]) => (
      <SchemaField
        key={key}
        located={child(root, schema)}
        value={value[key]}
        path={[key]}
        label={label(key, schema)}
        required={required.has(key)}
      />
    ));
}
