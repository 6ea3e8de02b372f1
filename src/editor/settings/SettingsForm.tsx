import { useCallback } from 'react';
import type { Init } from '../../../contract/init';
import type { PageDataError } from '../../../contract/page-versions';
import type { WebsiteSettings } from '../../../contract/website-settings';
import type { ApiClient } from '../../api/http-client';
import { pointerOf } from '../fields/field-props';
import type { FormContext } from '../fields/form-context';
import { pathOf, setIn, valueAt } from '../fields/json-pointer';
import { labelOf, type Located, schemaAt, schemaDocuments, typeOf } from '../fields/schema';
import { SchemaField } from '../fields/SchemaField';
import { SchemaForm } from '../fields/SchemaForm';
import type { SettingsSection } from './settings-sections';

const SETTINGS_ID = 'https://storefront.local/schemas/website-settings.schema.json';
const root: Located = { schema: schemaDocuments.get(SETTINGS_ID) ?? {}, doc: SETTINGS_ID };

/**
 * One panel of the website's settings, its fields generated from the settings' JSON Schema (never
 * written per field); an object's fields are shown one by one, without a group around them.
 */
export function SettingsForm({
  section,
  settings,
  errors,
  readOnly,
  init,
  api,
  onChange,
}: {
  section: SettingsSection;
  settings: WebsiteSettings;
  errors: readonly PageDataError[];
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  /** `added`: the pointer of a list item (a menu item) the change adds. */
  onChange: (settings: WebsiteSettings, field: string, added?: string) => void;
}) {
  const change = useCallback<FormContext['change']>(
    (path, value, added) => onChange(setIn(settings, path, value) as WebsiteSettings, pointerOf(path), added && pointerOf(added)),
    [onChange, settings],
  );
  const fields = section.pointers.flatMap((pointer) => {
    const path = pathOf(pointer);
    const located = schemaAt(root, path);
    if (!located) return [];
    const { schema } = located;
    // A whole object (the header's settings): its fields one by one.
    const entries =
      typeOf(schema) === 'object' && schema.properties && path.length === 1
        ? Object.entries(schema.properties).map(([key, property]) => [[...path, key], property] as const)
        : [[path, schema] as const];
    return entries.map(([at, property]) => {
      const here = schemaAt(root, at) as Located;
      return (
        <SchemaField
          key={pointerOf(at)}
          located={here}
          value={valueAt(settings, at)}
          path={at}
          label={labelOf(String(at.at(-1)), property.title ? property : here.schema)}
          required
        />
      );
    });
  });
  return (
    <SchemaForm
      root={root}
      value={settings}
      errors={errors}
      change={change}
      readOnly={readOnly}
      init={init}
      api={api}
      idPrefix={`settings-${section.id}`}
    >
      {fields}
    </SchemaForm>
  );
}
