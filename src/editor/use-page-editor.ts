import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { PageData } from '../../contract/page-data';
import { validatePageData } from '../../contract/page-validation';
import { pageEditorMachine } from '../machines/page-editor.machine';
import type { EditorApi } from './editor-api';
import { keepUnsaved, readUnsaved } from './unsaved-changes';

/** The storefront's own validators over the whole page: what the server checks again at publish. */
const validate = (page: PageData) => {
  const result = validatePageData(page);
  return result.ok ? [] : result.errors;
};

/** The editor's machine for one page, wired to the editor API and to this browser's unsaved changes. */
export function usePageEditor(api: EditorApi, path: string, canEdit: boolean) {
  const actor = useActorRef(
    pageEditorMachine.provide({
      actors: {
        load: fromPromise(async () => ({ state: await api.page(path), stored: readUnsaved(localStorage, path) })),
        save: fromPromise(({ input }) => api.save(path, input.base, input.data)),
        publish: fromPromise(({ input }) => api.publish(path, input.version)),
      },
    }),
    { input: { canEdit, validate } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { document: page, saved, base } = snapshot.context;
  const loaded = !snapshot.matches('loading') && !snapshot.matches('failed');
  useEffect(() => {
    if (loaded && canEdit) keepUnsaved(localStorage, path, page === saved ? null : { base, data: page });
  }, [loaded, canEdit, path, page, saved, base]);
  return { actor, snapshot };
}
