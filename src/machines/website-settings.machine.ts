import type { SettingsState, WebsiteSettings } from '../../contract/website-settings';
import {
  type DocumentEditorEvent,
  documentEditorMachine,
  type DocumentMerge,
  type LoadedDocument,
  type PublishAnswer,
} from './document-editor.machine';

/** What opening the settings loads: where they stand on the server, and unsaved changes from an earlier visit. */
export type LoadedSettings = LoadedDocument<SettingsState>;
export type SettingsPublishAnswer = PublishAnswer<SettingsState>;
/** An edit of the settings is the settings as the form made them. */
export type WebsiteSettingsEvent = DocumentEditorEvent<WebsiteSettings>;

/**
 * The website settings' flow in the editor: the versioned document's flow over the settings (null
 * until loaded), each edit the whole settings from the form, a newer version a whole alternative to mine.
 */
export const websiteSettingsMachine = documentEditorMachine<WebsiteSettings | null, WebsiteSettings, DocumentMerge<null>, SettingsState>({
  id: 'websiteSettings',
  empty: null,
  // The settings come from the server's contract and the settings' own validator.
  read: (data) => data as WebsiteSettings,
  apply: (settings, next) => (next === settings ? null : { document: next, selected: null, scope: '' }),
  notices: {
    unsavedBack: 'Your unsaved changes to the settings from last time are back',
    saved: 'Settings saved as a draft',
    published: 'Settings published: shoppers see them on their next page',
    alreadyLive: 'Shoppers already see these settings',
    keptMine: 'Your settings are kept: save them to replace theirs',
    tookTheirs: 'Their settings are open: Undo brings yours back',
  },
});
