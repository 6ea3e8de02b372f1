import { createContext, memo, Suspense, useContext, useMemo, useRef } from 'react';
import type { Init } from '../../../contract/init';
import type { PageComponent, PageData } from '../../../contract/page-data';
import { SlotContext, type SlotDrawer } from '../../../registry/slot-context';
import { type TreeRow, treeRows } from '../../machines/page-tree';
import { matchRoute } from '../../../contract/routes';
import { RouteProvider } from '../../context/route-context';
import { PageRenderer } from '../../engine/PageRenderer';
import type { EditorComponent } from '../../machines/page-edits';
import { PageMain } from '../../router/PageMain';
import { useStoreCss } from '../../router/use-store-css';
import { STORE_SCOPE } from '../../sanitise/store-scope';
import { footer } from '../../shell/footer/footer-code';
import { Header } from '../../shell/header/Header';
import type { CanvasMarks } from './canvas-messages';
import { MarkFrames } from './MarkFrames';
import { SelectionFrame } from './SelectionFrame';
import { usePreviewedPage } from './use-previewed-page';
import type { ApiClient } from '../../api/http-client';

/**
 * The page laid out as the store lays it out, each component in a slot the editor can point at; drawn
 * again only when what it is given changes (not as a drag's drop line moves over it).
 */
export const CanvasPage = memo(function CanvasPage({
  init,
  api,
  path,
  page: edited,
  selected,
  selectedTitle,
  marks,
  canEdit,
}: {
  init: Init;
  api: ApiClient;
  path: string;
  page: PageData;
  selected: number | null;
  selectedTitle: string | null;
  marks: CanvasMarks;
  canEdit: boolean;
}) {
  const page = usePreviewedPage(api, edited);
  const rows = useMemo(() => treeRows(page.data), [page.data]);
  const tree = useMemo(() => ({ rows, broken: marks.broken }), [rows, marks.broken]);
  const match = useMemo(() => matchRoute(path), [path]);
  const route = useMemo(() => ({ path, params: match.params }), [path, match]);
  useStoreCss(init.webPageCss, page.css);
  return (
    <div className={STORE_SCOPE}>
      {page.show_navbar ? <Header init={init} showSubNavbar={Boolean(page.show_sub_navbar)} /> : null}
      <PageMain key={path} fullWidth={match.route.fullWidth}>
        <RouteProvider value={route}>
          <CanvasTree.Provider value={tree}>
            <SlotContext.Provider value={drawCanvasSlot}>
              {rows.map((row, index) =>
                row.parent !== null || (row.component as EditorComponent).hidden ? null : (
                  <CanvasSlot
                    key={`${row.at}:${row.component.name}`}
                    component={row.component}
                    index={index}
                    parent={null}
                    list={0}
                    at={row.at}
                    broken={marks.broken.includes(index)}
                  />
                ),
              )}
            </SlotContext.Provider>
          </CanvasTree.Provider>
        </RouteProvider>
      </PageMain>
      {page.show_footer ? (
        <Suspense fallback={null}>
          <footer.Component init={init} />
        </Suspense>
      ) : null}
      <MarkFrames indexes={marks.samples} label="Sample content" tone="sample" version={page} />
      <MarkFrames indexes={marks.fixing} label="Needs fixing" tone="fixing" version={page} />
      <SelectionFrame index={selected} name={selectedTitle} canMove={canEdit} version={page} />
    </div>
  );
});

/** The previewed page's components (by flat index) and those drawn as they last passed. */
const CanvasTree = createContext<{ rows: readonly TreeRow[]; broken: readonly number[] }>({ rows: [], broken: [] });
/** The flat index of the layout whose slot is being drawn. */
const LayoutIndex = createContext<number | null>(null);

/** A layout's list on the canvas: each component marked with its flat index as the page's are, hidden ones left out as the store does. */
function CanvasList({ list, slot }: { list: readonly unknown[]; slot: number }) {
  const parent = useContext(LayoutIndex);
  const { rows, broken } = useContext(CanvasTree);
  const indexes = rows.flatMap((row, index) => (row.parent === parent && row.list === slot ? [index] : []));
  if (!list.length)
    return (
      <p className="canvas-empty-slot" data-editor-parent={parent ?? undefined} data-editor-list={slot}>
        Empty: drag a component here, or add one into it from the Add panel.
      </p>
    );
  // Drawn from the previewed page's own objects (with their server data), not the layout's copies: an
  // unchanged component stays the same object, and its slot is not drawn again.
  return list.map((_, at) => {
    const index = indexes[at];
    const row = index === undefined ? undefined : rows[index];
    if (index === undefined || !row || (row.component as EditorComponent).hidden) return null;
    return (
      <CanvasSlot
        key={`${at}:${row.component.name}`}
        component={row.component}
        index={index}
        parent={parent}
        list={slot}
        at={row.at}
        broken={broken.includes(index)}
      />
    );
  });
}

const drawCanvasSlot: SlotDrawer = (list, slot) => <CanvasList list={list} slot={slot} />;

/**
 * One component in a slot the editor can point at; drawn again only when the component itself changed
 * (`display: contents`: the slot adds no box, so the page lays out as in the store). While its data
 * fails its schema (`broken`) it is drawn as it last passed, so it stays on the canvas while the
 * owner fixes it (the store would leave it out); one that has not passed yet is a box saying so.
 */
const CanvasSlot = memo(function CanvasSlot({
  component,
  index,
  parent,
  list,
  at,
  broken,
}: {
  component: PageComponent;
  /** Its flat index (`page-tree.ts`): what the editor selects it by. */
  index: number;
  /** Its list: the page's (null) or a layout's (that layout's flat index, and which of its lists). */
  parent: number | null;
  list: number;
  /** Its place in that list (drops land between these). */
  at: number;
  broken: boolean;
}) {
  const lastValid = useRef<PageComponent | null>(null);
  if (!broken) lastValid.current = component;
  const drawn = broken ? lastValid.current : component;
  return (
    <div
      className="canvas-slot"
      data-editor-index={index}
      data-editor-at={at}
      data-editor-top={parent === null ? at : undefined}
      data-editor-parent={parent ?? undefined}
      data-editor-list={parent === null ? undefined : list}
    >
      {drawn ? (
        <LayoutIndex.Provider value={index}>
          <PageRenderer components={[drawn]} />
        </LayoutIndex.Provider>
      ) : (
        <p className="canvas-broken">This component cannot be shown until the marked fields are put right.</p>
      )}
    </div>
  );
});
