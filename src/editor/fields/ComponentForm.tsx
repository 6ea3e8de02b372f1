import { useCallback } from 'react';
import type { Init } from '../../../contract/init';
import type { PageComponent } from '../../../contract/page-data';
import type { ApiClient } from '../../api/http-client';
import { canonicalName } from '../../generated/components';
import type { FormContext } from './form-context';
import { withFollowers } from './follow-fields';
import { setIn } from './json-pointer';
import { pointerOf } from './field-props';
import { child, componentSchema, labelOf, resolve } from './schema';
import { SchemaForm, SchemaProperties } from './SchemaForm';

/** The parts of a placed component the owner edits, with their headings unless their schema titles them; `response` is the server's. */
export const COMPONENT_PARTS: Record<string, string> = { data: 'Content', logicdata: 'What it shows', settings: 'Settings' };

/**
 * A component's form, generated from its type's JSON Schema (never written per type): every field the
 * schema has, the validators' errors at the fields their JSON pointers name. `onChange` gets the whole
 * new component and the pointer of the field that changed (typing on in one field is one undo step).
 */
export function ComponentForm({
  component,
  errors,
  readOnly,
  init,
  api,
  onChange,
}: {
  component: PageComponent;
  /** The validators' errors, pointers relative to the component (`/data/title`). */
  errors: readonly { pointer: string; message: string }[];
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  /** `added`: the pointer of a list item the change adds. */
  onChange: (component: PageComponent, field: string, added?: string) => void;
}) {
  const name = canonicalName(component.name);
  const located = name ? componentSchema(name) : null;
  const change = useCallback<FormContext['change']>(
    (path, value, added) => {
      const next = setIn(component, path, value) as PageComponent;
      const schema = name ? componentSchema(name) : null;
      onChange(schema ? withFollowers(schema, component, next, path) : next, pointerOf(path), added && pointerOf(added));
    },
    [onChange, component, name],
  );
  if (!located)
    return <p className="editor-note">This component’s type is not in this store, so it has no form. Delete it, or leave it as it is.</p>;
  const root = resolve(located);
  return (
    <SchemaForm
      root={root}
      value={component}
      errors={errors}
      change={change}
      readOnly={readOnly}
      init={init}
      api={api}
      idPrefix={`field-${name ?? 'unknown'}`}
    >
      <SchemaProperties
        root={root}
        value={component as Record<string, unknown>}
        shown={(key) => key in COMPONENT_PARTS}
        label={(key, schema) => resolve(child(root, schema)).schema.title ?? COMPONENT_PARTS[key] ?? labelOf(key, schema)}
      />
    </SchemaForm>
  );
}
