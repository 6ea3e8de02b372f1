import { Suspense, useMemo } from 'react';
import { parsePageData } from '../../contract/read-page-data';
import { matchRoute } from '../../contract/routes';
import { RouteProvider } from '../context/route-context';
import { LoadingPlaceholder } from '../ui/loading/LoadingPlaceholder';
import { PageRenderer } from './PageRenderer';

/** Renders page data from a fixture through the registry, as if shown at `path`: the QA replay used by Storybook. */
export function FixturePage({ page, path = '/' }: { page: unknown; path?: string }) {
  const route = useMemo(() => ({ path, params: matchRoute(path).params }), [path]);
  return (
    <RouteProvider value={route}>
      <Suspense fallback={<LoadingPlaceholder />}>
        <PageRenderer components={parsePageData(page).data} />
      </Suspense>
    </RouteProvider>
  );
}
