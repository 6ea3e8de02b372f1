import { Suspense } from 'react';
import { parsePageData } from '../../contract/page-data';
import { LoadingPlaceholder } from '../ui/loading/LoadingPlaceholder';
import { PageRenderer } from './PageRenderer';

/** Renders page data from a fixture through the registry: the QA replay used by Storybook. */
export function FixturePage({ page }: { page: unknown }) {
  return (
    <Suspense fallback={<LoadingPlaceholder />}>
      <PageRenderer components={parsePageData(page).data} />
    </Suspense>
  );
}
