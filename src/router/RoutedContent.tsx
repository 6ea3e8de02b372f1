import { lazy, Suspense, useMemo } from 'react';
import { RouteProvider } from '../context/route-context';
import { PageRenderer } from '../engine/PageRenderer';
import { PageLoadError } from '../features/status/PageLoadError';
import type { RoutedPage } from './use-routed-page';

// Rare, so loaded when shown (the server's markup has it already).
const NotFound = lazy(() => import('../features/status/NotFound'));

/** The main area's content: the page's components with its route handed down, or not-found, or the load error. */
export function RoutedContent({ page, shownMatch }: Pick<RoutedPage, 'page' | 'shownMatch'>) {
  const shown = page.shown;
  const path = shown?.path;
  const route = useMemo(() => (path === undefined || !shownMatch ? null : { path, params: shownMatch.params }), [path, shownMatch]);
  if (page.failed) return <PageLoadError onRetry={page.retry} />;
  if (!shown || !route) return null;
  if (shown.result.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  return (
    <RouteProvider value={route}>
      <PageRenderer components={shown.result.data.data} />
    </RouteProvider>
  );
}
