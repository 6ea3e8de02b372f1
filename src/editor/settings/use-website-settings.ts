import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { validateWebsiteSettings, type WebsiteSettings } from '../../../contract/website-settings';
import { websiteSettingsMachine } from '../../machines/website-settings.machine';
import type { EditorApi } from '../editor-api';
import { keepUnsaved, readUnsaved } from '../unsaved-changes';

/** Where unsaved settings are kept in this browser: beside the pages' unsaved changes, under a key no path can be. */
const UNSAVED_KEY = '@settings';

/** The settings schema's validator, in the shape of the page's errors (pointers from the settings' root). */
const validate = (settings: WebsiteSettings | null) => {
  const result = validateWebsiteSettings(settings);
  return result.ok ? [] : result.errors.map((error) => ({ index: null, name: null, ...error }));
};

/** The website settings' machine, wired to the editor API and to this browser's unsaved changes. */
export function useWebsiteSettings(api: EditorApi, canEdit: boolean) {
  const actor = useActorRef(
    websiteSettingsMachine.provide({
      actors: {
        load: fromPromise(async () => ({ state: await api.settings(), stored: readUnsaved(localStorage, UNSAVED_KEY) })),
        save: fromPromise(async ({ input }) => {
          if (!input.data) throw new Error('The settings are not open yet');
          return api.saveSettings(input.base, input.data);
        }),
        publish: fromPromise(({ input }) => api.publishSettings(input.version)),
      },
    }),
    { input: { canEdit, validate } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { document: settings, saved, base } = snapshot.context;
  useEffect(() => {
    if (settings && canEdit) keepUnsaved(localStorage, UNSAVED_KEY, settings === saved ? null : { base, data: settings });
  }, [canEdit, settings, saved, base]);
  return { actor, snapshot };
}
