import type { Init } from '../../../contract/init';
import type { PageDataError } from '../../../contract/page-versions';
import type { PageData } from '../../../contract/page-data';
import { pageHead } from '../../../contract/page-head';
import { initWithSettings, type WebsiteSettings } from '../../../contract/website-settings';
import type { ApiClient } from '../../api/http-client';
import { ContrastWarnings } from './ContrastWarnings';
import { PopupTiming } from './PopupTiming';
import { SeoPreview } from './SeoPreview';
import type { SettingsSection } from './settings-sections';
import { SettingsForm } from './SettingsForm';

/** One panel of the website's settings beside the canvas: what it is, what the editor sees in it, and its form. */
export function SettingsAside({
  section,
  settings,
  errors,
  readOnly,
  init,
  api,
  page,
  path,
  onChange,
  onPlayPopup,
}: {
  section: SettingsSection;
  settings: WebsiteSettings;
  errors: readonly PageDataError[];
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  /** The page open in the editor, for the search and sharing preview. */
  page: PageData | null;
  path: string;
  onChange: (settings: WebsiteSettings, field: string) => void;
  onPlayPopup: () => void;
}) {
  return (
    <div className="editor-selected">
      <h2 className="editor-selected-title">{section.title}</h2>
      <p className="editor-list-meta">{section.description}</p>
      {section.id === 'theme' ? <ContrastWarnings theme={settings.activetheme} /> : null}
      {section.id === 'popup' ? <PopupTiming popup={settings.popup} onPlay={onPlayPopup} /> : null}
      <SettingsForm section={section} settings={settings} errors={errors} readOnly={readOnly} init={init} api={api} onChange={onChange} />
      {section.id === 'seo' ? <SeoPreview head={pageHead(initWithSettings(init, settings), page, path)} /> : null}
    </div>
  );
}
