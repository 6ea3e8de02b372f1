import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Dropdown } from './Dropdown';

function Demo() {
  return (
    <Dropdown trigger="Sort by">
      <a href="#price-asc">Price: low to high</a>
      <a href="#price-desc">Price: high to low</a>
      <a href="#name">Name: A–Z</a>
    </Dropdown>
  );
}

const meta = { title: 'Controls/Dropdown', component: Demo } satisfies Meta<typeof Demo>;
export default meta;

/** Opened with ↓ from the button: the first item has focus. */
export const Open: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Sort by' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Price: low to high' })).toHaveFocus();
  },
};
