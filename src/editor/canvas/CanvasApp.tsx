import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Init } from '../../../contract/init';
import { initWithSettings } from '../../../contract/website-settings';
import type { ApiClient } from '../../api/http-client';
import { BootProvider } from '../../context/boot-context';
import { RegistryProvider } from '../../engine/registry-context';
import { CartProvider } from '../../features/cart/CartProvider';
import { applyTheme } from '../../shell/theme/theme';
import { loadFont } from '../../shell/theme/font';
import { DialogProvider } from '../../ui/modal/DialogProvider';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { registry } from '../../../registry';
import { type CanvasLayout, type CanvasMessage, type CanvasViolation, messageFrom, type ShowPage, undoKey } from './canvas-messages';
import { usePageChecks } from './use-page-checks';
import { CanvasPage } from './CanvasPage';
import { keepUnchanged } from './keep-unchanged';
import PopupBanner from '../../shell/popup/PopupBanner';
import { useComponentDrop } from '../use-component-drop';
import type { ComponentDrop } from '../drag-data';
import { listAt, slotSpans } from './slot-box';
import { type DropPlace, stays } from '../drop-place';
import { treeRows } from '../../machines/page-tree';
import { DropLine } from './DropLine';

const tell = (message: CanvasMessage) => window.parent.postMessage(message, location.origin);
const reportChecks = (violations: CanvasViolation[], layout: CanvasLayout) => tell({ type: 'canvas:checked', violations, layout });
const toDocument = () => document;
const dropped = (place: DropPlace, drop: ComponentDrop) =>
  tell(place.in ? { type: 'canvas:drop', at: place.at, in: place.in, drop } : { type: 'canvas:drop', at: place.at, drop });
// With nothing drawn, a drop goes at the top of the page's main area.
const mainTop = () => document.querySelector('main')?.getBoundingClientRect().top ?? 0;

/** The store around the page the editor sends; clicks select a component instead of acting. */
export function CanvasApp({ init, api }: { init: Init; api: ApiClient }) {
  const [shown, setShown] = useState<ShowPage | null>(null);
  // The settings being edited, previewed as init would serve them once published.
  const settings = shown?.settings ?? null;
  const previewed = useMemo(() => (settings ? initWithSettings(init, settings) : init), [init, settings]);
  const boot = useMemo(() => ({ init: previewed, api }), [previewed, api]);
  useLayoutEffect(() => applyTheme(previewed), [previewed]);
  useEffect(() => loadFont(previewed.web.font_family), [previewed.web.font_family]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = messageFrom<ShowPage>(event, window.parent, ['editor:page']);
      if (message) setShown((before) => ({ ...message, page: keepUnchanged(before?.page ?? null, message.page) }));
    };
    window.addEventListener('message', onMessage);
    tell({ type: 'canvas:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    // Capture: nothing in the preview navigates, submits or adds to the cart; a click picks the component under it.
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      // The popup being previewed closes as in the store; nothing else in the preview acts; the selection's handle keeps it.
      if (event.target instanceof Element && event.target.closest('dialog.popup-banner, .canvas-selection-name')) return;
      // A layout's tab shows its panel as in the store, and the click selects the layout too.
      if (!(event.target instanceof Element && event.target.closest('[role="tab"]'))) event.stopPropagation();
      const slot = event.target instanceof Element ? event.target.closest('[data-editor-index]') : null;
      tell({ type: 'canvas:select', index: slot ? Number(slot.getAttribute('data-editor-index')) : null });
    };
    const onSubmit = (event: Event) => event.preventDefault();
    // Focus may be in the frame: Undo and Redo are the editor's, not the page's.
    const onKey = (event: KeyboardEvent) => {
      const key = undoKey(event);
      if (!key) return;
      event.preventDefault();
      tell({ type: 'canvas:key', key });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);

  const rows = useMemo(() => treeRows(shown?.page.data ?? []), [shown?.page]);
  const staysPut = useCallback((from: number, place: DropPlace) => stays(rows, from, place), [rows]);
  const drop = useComponentDrop({
    target: toDocument,
    spans: slotSpans,
    list: listAt,
    stays: staysPut,
    end: shown?.page.data.length ?? 0,
    emptyLine: mainTop,
    enabled: Boolean(shown?.canEdit),
    onDrop: dropped,
  });
  usePageChecks(shown !== null && !shown.dragging && drop === null, reportChecks);

  // A fixed location: links in the preview go nowhere.
  const location = useMemo(() => memoryLocation({ path: shown?.path ?? '/', static: true }), [shown?.path]);
  if (!shown) return null;
  return (
    <BootProvider value={boot}>
      <RegistryProvider registry={registry}>
        <ToastProvider>
          <DialogProvider>
            <CartProvider api={api} initial={init.cart}>
              <Router hook={location.hook}>
                <CanvasPage
                  init={previewed}
                  api={api}
                  path={shown.path}
                  page={shown.page}
                  selected={shown.selected}
                  selectedTitle={shown.selectedTitle}
                  marks={shown.marks}
                  canEdit={shown.canEdit}
                />
                <DropLine shown={drop} />
                {shown.popupPreview && previewed.popup ? (
                  // Played afresh with its timing each time the editor asks, whether or not it is once per visitor.
                  <PopupBanner key={shown.popupPreview} popup={{ ...previewed.popup, once: false }} />
                ) : null}
              </Router>
            </CartProvider>
          </DialogProvider>
        </ToastProvider>
      </RegistryProvider>
    </BootProvider>
  );
}
