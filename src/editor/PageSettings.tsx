import { useCallback } from 'react';
import type { Init } from '../../contract/init';
import type { PageData } from '../../contract/page-data';
import { pageHead } from '../../contract/page-head';
import type { PageDataError } from '../../contract/page-versions';
import type { ApiClient } from '../api/http-client';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { pointerOf } from './fields/field-props';
import type { FormContext } from './fields/form-context';
import { setIn } from './fields/json-pointer';
import { child, labelOf, pageSchema as root, resolve } from './fields/schema';
import { SchemaForm, SchemaProperties } from './fields/SchemaForm';
import { SeoPreview } from './settings/SeoPreview';

/** The envelope's fields the owner sets (the format version and the components are the editor's). */
const OWN_FIELDS = new Set(['version', 'data']);

/**
 * The open page's own settings, generated from the page schema: its CSS (with the sanitiser's
 * verdict), header and footer switches, and SEO with how it looks in search and when shared.
 */
export function PageSettings({
  page,
  path,
  errors,
  canEdit,
  init,
  api,
  send,
}: {
  page: PageData;
  path: string;
  /** The page's own errors (pointers into the envelope). */
  errors: readonly PageDataError[];
  canEdit: boolean;
  /** Init as the canvas previews it (the website's settings being edited included). */
  init: Init;
  api: ApiClient;
  send: (event: PageEditorEvent) => void;
}) {
  const change = useCallback<FormContext['change']>(
    (at, value, added) => {
      const [key, ...rest] = at as [string, ...(string | number)[]];
      const current = (page as unknown as Record<string, unknown>)[key];
      send({
        type: 'EDIT',
        edit: { kind: 'page', fields: { [key]: setIn(current, rest, value) } },
        field: pointerOf(at),
        added: added && pointerOf(added),
      });
    },
    [page, send],
  );
  return (
    <section className="editor-page-settings" aria-labelledby="page-settings-title">
      <h2 id="page-settings-title" className="editor-selected-title">
        This page
      </h2>
      <p className="editor-list-meta">Select a component to edit it; these settings are the page’s own.</p>
      <SchemaForm
        root={root}
        value={page}
        errors={errors}
        change={change}
        readOnly={!canEdit}
        init={init}
        api={api}
        idPrefix="page-settings"
      >
        <SchemaProperties
          root={root}
          value={page as unknown as Record<string, unknown>}
          shown={(key) => !OWN_FIELDS.has(key)}
          label={(key, schema) => labelOf(key, schema.title ? schema : resolve(child(root, schema)).schema)}
        />
      </SchemaForm>
      <SeoPreview head={pageHead(init, page, path)} />
    </section>
  );
}
