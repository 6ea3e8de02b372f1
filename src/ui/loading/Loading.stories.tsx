import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { ProgressBar } from './ProgressBar';

/** The loading placeholder, the navigation progress bar and (in index.html and the boot gate) the full-screen spinner share one spinner. */
function Loading() {
  return (
    <>
      <ProgressBar active />
      <LoadingPlaceholder />
    </>
  );
}

const meta = { title: 'Controls/Loading', component: Loading } satisfies Meta<typeof Loading>;
export default meta;
export const Shared: StoryObj<typeof meta> = {};
