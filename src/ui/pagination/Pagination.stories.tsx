import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

function Stateful({ total, initialPage = 1 }: { total: number; initialPage?: number }) {
  const [state, setState] = useState({ page: initialPage, perPage: 10 });
  return <Pagination total={total} page={state.page} perPage={state.perPage} onChange={(page, perPage) => setState({ page, perPage })} />;
}

const meta = { title: 'Controls/Pagination', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 240 items, 10 per page, on page 6. */
export const Middle: Story = {
  args: { total: 240, initialPage: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  },
};

/** No items: the total, and no pages to offer. */
export const Empty: Story = { args: { total: 0 } };
