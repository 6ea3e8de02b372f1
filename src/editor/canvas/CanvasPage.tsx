import { memo, Suspense, useMemo } from 'react';
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
import { SampleFrames } from './SampleFrames';
import { SelectionFrame } from './SelectionFrame';
import { usePreviewedPage } from './use-previewed-page';
import type { ApiClient } from '../../api/http-client';

/** The page laid out as the store lays it out, each component in a slot the editor can point at. */
export function CanvasPage({
  init,
  api,
  path,
  page: edited,
  selected,
  samples,
}: {
  init: Init;
  api: ApiClient;
  path: string;
  page: PageData;
  selected: number | null;
  /** The components that still show sample content (by index). */
  samples: readonly number[];
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
              <CanvasSlot key={`${index}:${component.name}`} component={component} index={index} />
            ),
          )}
        </RouteProvider>
      </PageMain>
      {page.show_footer ? (
        <Suspense fallback={null}>
          <footer.Component init={init} />
        </Suspense>
      ) : null}
      <SampleFrames indexes={samples} version={page} />
      <SelectionFrame index={selected} name={selected === null ? null : (page.data[selected]?.name ?? null)} version={page} />
    </div>
  );
}

/**
 * One component in a slot the editor can point at; drawn again only when the component itself changed
 * (`display: contents`: the slot adds no box, so the page lays out as in the store).
 */
const CanvasSlot = memo(function CanvasSlot({ component, index }: { component: PageComponent; index: number }) {
  return (
    <div className="canvas-slot" data-editor-index={index}>
      <PageRenderer components={[component]} />
    </div>
  );
});
