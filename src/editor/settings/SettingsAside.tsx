import type { Init } from '../../../contract/init';
import type { PageDataError } from '../../../contract/page-versions';
import type { WebsiteSettings } from '../../../contract/website-settings';
import type { ApiClient } from '../../api/http-client';
import { ContrastWarnings } from './ContrastWarnings';
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
  onChange,
}: {
  section: SettingsSection;
  settings: WebsiteSettings;
  errors: readonly PageDataError[];
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  onChange: (settings: WebsiteSettings, field: string) => void;
}) {
  return (
    <div className="editor-selected">
      <h2 className="editor-selected-title">{section.title}</h2>
      <p className="editor-list-meta">{section.description}</p>
      {section.id === 'theme' ? <ContrastWarnings theme={settings.activetheme} /> : null}
      <SettingsForm section={section} settings={settings} errors={errors} readOnly={readOnly} init={init} api={api} onChange={onChange} />
    </div>
  );
}
