import { shownErrors } from '../../machines/quiet-errors';
import type { SnapshotFrom } from 'xstate';
import type { WebsiteSettingsEvent, websiteSettingsMachine } from '../../machines/website-settings.machine';
import { DiscardChanges } from '../DiscardChanges';
import { standingText } from '../document-status';
import { SETTINGS_SECTIONS, type SettingsSection } from './settings-sections';

/** The website's settings: their panels, where they stand, and Save and Publish (apart from the page's). */
export function SettingsPanel({
  snapshot,
  send,
  current,
  onSection,
}: {
  snapshot: SnapshotFrom<typeof websiteSettingsMachine>;
  send: (event: WebsiteSettingsEvent) => void;
  current: SettingsSection;
  onSection: (section: SettingsSection) => void;
}) {
  const { context } = snapshot;
  if (snapshot.matches('failed'))
    return (
      <div className="editor-settings" role="alert">
        <p>{context.notice}</p>
        <button type="button" className="editor-button" onClick={() => send({ type: 'RETRY' })}>
          Try again
        </button>
      </div>
    );
  const editing = snapshot.matches({ open: 'editing' });
  const broken = (section: SettingsSection) =>
    shownErrors(context.errors, context.quiet).some((error) =>
      section.pointers.some((pointer) => error.pointer === pointer || error.pointer.startsWith(`${pointer}/`)),
    );
  return (
    <div className="editor-settings">
      <div className="editor-settings-standing">
        <p className="editor-standing" data-testid="settings-standing">
          Website settings: {standingText(snapshot, context.document !== context.saved, context.server)}
          {context.canEdit ? '' : ' · view only'}
        </p>
        {context.canEdit && editing && context.document !== context.saved ? (
          <DiscardChanges of="settings" onDiscard={() => send({ type: 'DISCARD' })} />
        ) : null}
      </div>
      <div className="editor-selected-actions" role="group" aria-label="Website settings">
        <button
          type="button"
          className="editor-button"
          disabled={!context.canEdit || !editing || context.document === context.saved}
          onClick={() => send({ type: 'SAVE' })}
        >
          Save settings draft
        </button>
        <button
          type="button"
          className="editor-button editor-button-primary"
          disabled={!context.canEdit || !editing}
          onClick={() => send({ type: 'PUBLISH' })}
        >
          Publish settings
        </button>
      </div>
      {snapshot.matches({ open: 'conflict' }) ? (
        <div className="editor-conflict-inline" role="alert">
          <p>Someone{context.conflict?.author ? ` (${context.conflict.author})` : ''} saved the settings since you opened them.</p>
          <button type="button" className="editor-button" onClick={() => send({ type: 'KEEP_MINE' })}>
            Keep my version
          </button>
          <button type="button" className="editor-button" onClick={() => send({ type: 'TAKE_THEIRS' })}>
            Open theirs
          </button>
        </div>
      ) : null}
      {context.notice ? (
        <p className="editor-note" role="status">
          {context.notice}{' '}
          <button type="button" className="editor-link" onClick={() => send({ type: 'DISMISS' })}>
            Dismiss
          </button>
        </p>
      ) : null}
      <ul className="editor-list" aria-label="Settings">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className="editor-list-item"
              aria-current={section.id === current.id ? 'true' : undefined}
              onClick={() => onSection(section)}
            >
              <span className="editor-list-title">
                {section.title}
                {broken(section) ? <span className="editor-badge editor-badge-error">Needs fixing</span> : null}
              </span>
              <span className="editor-list-meta">{section.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
