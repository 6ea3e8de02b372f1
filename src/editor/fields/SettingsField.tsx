import type { FieldProps } from './field-props';
import { Field } from './Field';
import { FormProvider, useForm } from './form-context';
import { setIn } from './json-pointer';
import { child, fitsType, resolve } from './schema';
import { ObjectField } from './ObjectField';

/** Settings as the store keeps them: an object, or JSON text of one (spec section 3); null when the text is not an object. */
export function parseSettings(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === '') return {};
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A settings object that may be stored as JSON text (`x-widget: json-settings`), edited as the fields of
 * its object shape and written back in the form it came in: text stays text, an object stays an object.
 * Text that is not a JSON object is shown as it is, to put right or clear.
 */
export function SettingsField({ located, value, path, label }: FieldProps) {
  const form = useForm();
  const { change } = form;
  const here = resolve(located);
  const shape = (here.schema.anyOf ?? here.schema.oneOf ?? []).map((branch) => child(here, branch)).find((branch) => fitsType({}, branch));
  const settings = parseSettings(value);
  if (!shape) return null;
  if (!settings)
    return (
      <Field
        path={path}
        label={`${label} (JSON text)`}
        description="This text is not a JSON object: put it right, or clear it to start from the defaults."
        required={false}
      >
        {(control) => (
          <textarea
            {...control}
            aria-invalid
            className="field-input field-textarea field-code"
            value={String(value)}
            rows={4}
            onChange={(event) => change(path, event.target.value)}
          />
        )}
      </Field>
    );
  const asText = typeof value === 'string';
  // The settings' own fields; each change is written back as text or object, as the settings came.
  const inner = {
    ...form,
    change: (at: readonly (string | number)[], next: unknown) => {
      const updated = setIn(settings, at.slice(path.length), next);
      form.change(path, asText ? JSON.stringify(updated) : updated);
    },
  };
  return (
    <FormProvider value={inner}>
      <ObjectField located={shape} value={settings} path={path} label={label} required={false} />
    </FormProvider>
  );
}
