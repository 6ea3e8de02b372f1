import { memo, Suspense, useMemo, useRef } from 'react';
import type { Init } from '../../../contract/init';
import type { PageComponent, PageData } from '../../../contract/page-data';
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
  const match = useMemo(() => matchRoute(path), [path]);
  const route = useMemo(() => ({ path, params: match.params }), [path, match]);
  useStoreCss(init.webPageCss, page.css);
  return (
    <div className={STORE_SCOPE}>
      {page.show_navbar ? <Header init={init} showSubNavbar={Boolean(page.show_sub_navbar)} /> : null}
      <PageMain key={path} fullWidth={match.route.fullWidth}>
        <RouteProvider value={route}>
          {page.data.map((component, index) =>
            (component as EditorComponent).hidden ? null : (
              <CanvasSlot key={`${index}:${component.name}`} component={component} index={index} broken={marks.broken.includes(index)} />
            ),
          )}
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

/**
 * One component in a slot the editor can point at; drawn again only when the component itself changed
 * (`display: contents`: the slot adds no box, so the page lays out as in the store). While its data
 * fails its schema (`broken`) it is drawn as it last passed, so it stays on the canvas while the
 * owner fixes it (the store would leave it out); one that has not passed yet is a box saying so.
 */
const CanvasSlot = memo(function CanvasSlot({ component, index, broken }: { component: PageComponent; index: number; broken: boolean }) {
  const lastValid = useRef<PageComponent | null>(null);
  if (!broken) lastValid.current = component;
  const drawn = broken ? lastValid.current : component;
  return (
    <div className="canvas-slot" data-editor-index={index}>
      {drawn ? (
        <PageRenderer components={[drawn]} />
      ) : (
        <p className="canvas-broken">This component cannot be shown until the marked fields are put right.</p>
      )}
    </div>
  );
});
