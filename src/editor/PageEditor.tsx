import { shownErrors } from '../machines/quiet-errors';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { initWithSettings, type WebsiteSettings } from '../../contract/website-settings';
import type { PageDataError, PageVersion } from '../../contract/page-versions';
import { editorPage, pageRows } from '../machines/page-edits';
import { movedPlace, placeAfter, rowAt, type TreeRow } from '../machines/page-tree';
import { HistoryPanel } from './HistoryPanel';
import type { Init } from '../../contract/init';
import type { EditorApi } from './editor-api';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { CanvasFrame, type Viewport } from './CanvasFrame';
import { ConflictNotice } from './ConflictNotice';
import { EditorBar } from './EditorBar';
import { Outline } from './Outline';
import { PagesPanel } from './PagesPanel';
import { PageTemplates } from './PageTemplates';
import { type PhoneView, PhoneViews } from './PhoneViews';
import { addComponent, Palette } from './Palette';
import { carriedKind, type ComponentDrop } from './drag-data';
import { type DropTarget, listOf } from './drop-place';
import { SelectedPanel } from './SelectedPanel';
import { SchedulePanel } from './SchedulePanel';
import { SharePreview } from './SharePreview';
import { StartFrom } from './StartFrom';
import { usePageEditor } from './use-page-editor';
import { useComponentClipboard } from './use-component-clipboard';
import { useSamplePath } from './use-sample-path';
import { useEscapeDeselects } from './use-escape-deselects';
import { useUndoKeys } from './use-undo-keys';
import { VersionPreview } from './VersionPreview';
import { SettingsAside } from './settings/SettingsAside';
import { SettingsPanel } from './settings/SettingsPanel';
import { SETTINGS_SECTIONS } from './settings/settings-sections';
import { type CanvasLayout, type CanvasMarks, type CanvasViolation, NO_MARKS } from './canvas/canvas-messages';
import { usePageWeight } from './weights/use-page-weight';
import { WeightMeter } from './weights/WeightMeter';
import { AccessibilityFindings } from './checks/AccessibilityFindings';
import { FixturesPanel } from './fixtures/FixturesPanel';
import { type Finding, findingsOf } from './checks/accessibility-findings';
import { fieldElementId } from './fields/Field';
import { canonicalName } from '../generated/components';
import { kindOf, titleOf } from './component-catalogue';
import { sampleIndexes, sampleWarnings } from './sample-content';
import type { useWebsiteSettings } from './settings/use-website-settings';

type Tab = 'pages' | 'add' | 'outline' | 'history' | 'website';

/** The components the errors are in (by flat index: the innermost one holding each error's pointer). */
const indexesOf = (errors: readonly PageDataError[], rows: readonly TreeRow[]) => [
  ...new Set(
    errors.flatMap((error) => {
      const index = error.index === null ? null : rowAt(rows, error.pointer);
      return index === null ? [] : [index];
    }),
  ),
];
const TABS: { id: Tab; label: string }[] = [
  { id: 'outline', label: 'Outline' },
  { id: 'add', label: 'Add' },
  { id: 'pages', label: 'Pages' },
  { id: 'history', label: 'History' },
  { id: 'website', label: 'Website' },
];

/** One page open in the editor: the bar, the side panels, the canvas and the selected component. */
export function PageEditor({
  api,
  init,
  path,
  canEdit,
  settings,
  onOpen,
}: {
  api: EditorApi;
  init: Init;
  path: string;
  canEdit: boolean;
  /** The website's settings, edited beside the page (they outlive a page being opened). */
  settings: ReturnType<typeof useWebsiteSettings>;
  onOpen: (path: string) => void;
}) {
  const { actor, snapshot } = usePageEditor(api, path, canEdit);
  const [tab, setTab] = useState<Tab>('outline');
  // A phone shows one part at a time (CSS applies this below 60rem; wider screens show all three).
  const [view, setView] = useState<PhoneView>('preview');
  const [section, setSection] = useState(SETTINGS_SECTIONS[0]!);
  const [popupPreview, setPopupPreview] = useState(0);
  const settingsContext = settings.snapshot.context;
  // The store as the canvas shows it: with the website's settings as they are being edited.
  const previewInit = useMemo(
    () => (settingsContext.document ? initWithSettings(init, settingsContext.document) : init),
    [init, settingsContext.document],
  );
  const [previewing, setPreviewing] = useState<PageVersion | null>(null);
  const previewPage = useMemo(() => (previewing ? editorPage(previewing.data) : null), [previewing]);
  const preview = (version: PageVersion | null) => {
    setPreviewing(version);
    if (version) setView('preview');
  };
  const restored = (version: PageVersion) => {
    setPreviewing(null);
    setView('preview');
    actor.send({ type: 'RESTORED', version });
  };
  const canvasPath = useSamplePath(api, path);
  const [viewport, setViewport] = useState<Viewport>(() => (window.innerWidth < 960 ? 'phone' : 'desktop'));
  // Undo and Redo go to what is being edited: the settings while their tab is open, else the page.
  const sendUndo = tab === 'website' ? settings.actor.send : actor.send;
  useUndoKeys(sendUndo);
  const { selected, document: page } = snapshot.context;
  const fields = useRef<HTMLElement>(null);
  const deselect = useCallback(() => actor.send({ type: 'SELECT', index: null }), [actor]);
  const toFields = useCallback(() => fields.current, []);
  useEscapeDeselects(tab !== 'website' && selected !== null && snapshot.context.drag === null, deselect, toFields);
  // Choosing a component or the page's settings, or adding a component, opens its form (on a phone, the Edit part).
  const sendOpeningForm = useCallback(
    (event: PageEditorEvent) => {
      actor.send(event);
      if (event.type === 'SELECT' || (event.type === 'EDIT' && event.edit.kind === 'add')) setView('edit');
    },
    [actor],
  );
  // A component dropped on the preview or the outline: a new one is added there (and its form opens), a placed one moves there.
  const dropped = useCallback(
    (target: DropTarget, drop: ComponentDrop) => {
      if (drop.kind === 'move') {
        const rows = pageRows(actor.getSnapshot().context.document);
        const place = movedPlace(rows, drop.from, { in: listOf(target), at: target.at });
        if (place) actor.send({ type: 'EDIT', edit: { kind: 'place', from: drop.from, ...place } });
        return;
      }
      const kind = kindOf(drop.name);
      if (kind) sendOpeningForm(addComponent(kind, target.at, target.in));
    },
    [actor, sendOpeningForm],
  );
  const clipboard = useComponentClipboard((components) => {
    const after = selected === null ? null : placeAfter(pageRows(page), selected);
    actor.send({ type: 'EDIT', edit: { kind: 'paste', components, ...(after ?? { at: page.data.length }) } });
  });
  useEffect(() => {
    document.title = `${path} · Page editor · ${init.web.name}`;
  }, [path, init.web.name]);

  const { context } = snapshot;
  const ready = snapshot.matches('open');
  const sendSettings = settings.actor.send;
  // What axe finds on the canvas, pointed at components, fields and settings (null until the first check).
  const [violations, setViolations] = useState<CanvasViolation[] | null>(null);
  const [layout, setLayout] = useState<CanvasLayout | null>(null);
  const onChecked = useCallback((found: CanvasViolation[], drawn: CanvasLayout) => {
    setViolations(found);
    setLayout(drawn);
  }, []);
  const weight = usePageWeight(ready ? page : null, layout);
  const findings = useMemo(
    () => (violations && ready ? findingsOf(violations, page, Boolean(settingsContext.document?.dynamicNavbar)) : null),
    [violations, ready, page, settingsContext.document?.dynamicNavbar],
  );
  const rows = pageRows(page);
  const selectedName = context.selected === null ? null : (rows[context.selected]?.component.name ?? null);
  const sampleSet = useMemo(() => new Set(ready ? sampleIndexes(page.data) : []), [ready, page.data]);
  // The errors the owner has been shown (a just-added item's wait), once for the outline, the form and the canvas.
  const shown = useMemo(() => shownErrors(context.errors, context.quiet), [context.errors, context.quiet]);
  const fixingSet = useMemo(() => new Set(indexesOf(shown, rows)), [shown, rows]);
  // A component that needs fixing is framed so, not as sample content (one label at a time).
  const marks = useMemo<CanvasMarks>(
    () => ({
      samples: [...sampleSet].filter((index) => !fixingSet.has(index)),
      broken: indexesOf(context.errors, rows),
      fixing: [...fixingSet],
    }),
    [sampleSet, fixingSet, context.errors, rows],
  );
  const publishWarnings = useMemo(
    () => [...(ready ? sampleWarnings(page.data) : []), ...(weight?.warnings ?? [])],
    [ready, page.data, weight],
  );
  const flagged = useMemo(
    () => new Set((findings ?? []).flatMap((finding) => (finding.place.kind === 'component' ? [finding.place.index] : []))),
    [findings],
  );
  const showFinding = (finding: Finding) => {
    const { place } = finding;
    setView('edit');
    if (place.kind === 'settings') {
      setSection(SETTINGS_SECTIONS.find((s) => s.id === place.section) ?? SETTINGS_SECTIONS[0]!);
      setTab('website');
    } else if (place.kind === 'component') {
      actor.send({ type: 'SELECT', index: place.index });
      const name = canonicalName(rows[place.index]?.component.name ?? '') ?? 'unknown';
      // The selected component's form draws on the next frame: then its field takes the focus.
      if (place.field) requestAnimationFrame(() => document.getElementById(fieldElementId(`field-${name}`, place.field!.pointer))?.focus());
    }
  };
  const onSettingsChange = useCallback(
    (next: WebsiteSettings, field: string, added?: string) => sendSettings({ type: 'EDIT', edit: next, field, added }),
    [sendSettings],
  );
  return (
    <div className="editor" data-view={view}>
      <EditorBar
        storeName={init.web.name}
        path={path}
        snapshot={snapshot}
        viewport={viewport}
        onViewport={setViewport}
        send={actor.send}
        publishWarnings={publishWarnings}
      />
      {snapshot.matches({ open: 'conflict' }) ? (
        <ConflictNotice conflict={context.conflict} merge={context.merge} send={actor.send} />
      ) : null}
      <PhoneViews view={view} onView={setView} />
      {/* One main landmark whatever a phone shows of it; its three parts are labelled regions. */}
      <main className="editor-body">
        <section className="editor-side" aria-label="Page">
          <div className="editor-tabs" role="tablist" aria-label="Panels">
            {TABS.map(({ id, label }) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`editor-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`editor-panel-${id}`}
                className="editor-tab"
                onClick={() => setTab(id)}
                // A component dragged from the palette onto the Outline tab opens the outline, to be dropped among its rows.
                onDragEnter={id === 'outline' ? (event) => carriedKind(event.dataTransfer) === 'add' && setTab(id) : undefined}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="editor-panel" role="tabpanel" id={`editor-panel-${tab}`} aria-labelledby={`editor-tab-${tab}`}>
            {tab === 'pages' ? (
              <>
                <PagesPanel api={api} current={path} canEdit={canEdit} onOpen={onOpen} />
                <PageTemplates api={api} components={ready ? page.data : null} invalid={context.errors.length > 0} canEdit={canEdit} />
                <FixturesPanel api={api} init={init} path={path} page={ready ? page : null} canEdit={canEdit} />
              </>
            ) : null}
            {/* Kept while hidden: a drag from it goes on when the Outline tab opens under it. */}
            {ready ? (
              <div hidden={tab !== 'add'}>
                <Palette page={page} selected={context.selected} canEdit={canEdit} send={sendOpeningForm} />
              </div>
            ) : null}
            {tab === 'history' && ready && canEdit ? <SharePreview api={api} path={path} saved={context.base !== null} /> : null}
            {tab === 'history' && ready ? (
              <>
                <SchedulePanel
                  api={api}
                  path={path}
                  version={context.base}
                  unsaved={context.document !== context.saved}
                  canEdit={canEdit}
                />
                <HistoryPanel
                  api={api}
                  path={path}
                  base={context.base}
                  live={context.server?.published?.version ?? null}
                  canEdit={canEdit}
                  onPreview={preview}
                  onRestored={restored}
                />
              </>
            ) : null}
            {tab === 'outline' && ready ? (
              <>
                <Outline
                  context={context}
                  canEdit={canEdit}
                  send={sendOpeningForm}
                  onPaste={clipboard.paste}
                  flagged={flagged}
                  samples={sampleSet}
                  fixing={fixingSet}
                  onDrop={dropped}
                />
                {page.data.length ? null : <StartFrom api={api} path={path} canEdit={canEdit} send={actor.send} />}
                <AccessibilityFindings findings={findings} onShow={showFinding} />
                <WeightMeter weight={weight} />
              </>
            ) : null}
            {tab === 'website' ? (
              <>
                <SettingsPanel
                  snapshot={settings.snapshot}
                  send={settings.actor.send}
                  current={section}
                  onSection={(next) => {
                    setSection(next);
                    setView('edit');
                  }}
                />
                {settingsContext.server ? (
                  <SchedulePanel
                    api={api}
                    path={null}
                    version={settingsContext.base}
                    unsaved={settingsContext.document !== settingsContext.saved}
                    canEdit={canEdit}
                  />
                ) : null}
              </>
            ) : null}
            {/* Past the preview (its links are many Tabs) to the form; shown when focused. */}
            <button
              type="button"
              className="editor-button editor-skip"
              onClick={() => {
                setView('edit');
                // Shown on the next frame (on a phone): focus can go there only then.
                requestAnimationFrame(() => fields.current?.focus());
              }}
            >
              Skip the preview: go to the form
            </button>
          </div>
        </section>
        <section className="editor-stage" aria-label="Preview">
          {snapshot.matches('failed') ? (
            <div className="editor-boot" role="alert">
              <p>{context.notice}</p>
              <button type="button" className="editor-button" onClick={() => actor.send({ type: 'RETRY' })}>
                Try again
              </button>
            </div>
          ) : (
            <>
              {previewing ? (
                <VersionPreview
                  version={previewing}
                  canEdit={canEdit}
                  onClose={() => preview(null)}
                  onRestore={() => void api.restore(path, previewing.id, context.base).then(restored, () => preview(null))}
                />
              ) : null}
              <CanvasFrame
                path={canvasPath}
                page={previewPage ?? (ready ? page : null)}
                selected={previewing ? null : context.selected}
                selectedTitle={previewing || selectedName === null ? null : titleOf(selectedName)}
                marks={previewing ? NO_MARKS : marks}
                settings={settingsContext.document}
                popupPreview={popupPreview}
                dragging={context.drag !== null}
                canEdit={canEdit && !previewing}
                viewport={viewport}
                onSelect={(index) => (index === null ? actor.send({ type: 'SELECT', index }) : sendOpeningForm({ type: 'SELECT', index }))}
                onKey={(key) => sendUndo({ type: key })}
                onChecked={onChecked}
                onDrop={dropped}
              />
            </>
          )}
        </section>
        <section ref={fields} tabIndex={-1} className="editor-fields" aria-label={tab === 'website' ? section.title : 'Selected component'}>
          {tab === 'website' ? (
            settingsContext.document ? (
              <SettingsAside
                section={section}
                settings={settingsContext.document}
                errors={shownErrors(settingsContext.errors, settingsContext.quiet)}
                readOnly={!canEdit}
                init={init}
                api={api.client}
                page={ready ? page : null}
                path={canvasPath}
                onChange={onSettingsChange}
                onPlayPopup={() => setPopupPreview((n) => n + 1)}
              />
            ) : null
          ) : ready ? (
            <SelectedPanel
              path={path}
              context={context}
              errors={shown}
              canEdit={canEdit}
              send={actor.send}
              init={previewInit}
              api={api.client}
              onCopy={clipboard.copy}
              clipboardMessage={clipboard.message}
            />
          ) : null}
        </section>
      </main>
    </div>
  );
}
