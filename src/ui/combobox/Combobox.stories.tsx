import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Combobox } from './Combobox';

const categories = ['Fresh Fruits', 'Fresh Vegetables', 'Milk', 'Rice', 'Atta & Flours', 'Dals & Pulses', 'Edible Oils', 'Biscuits'].map(
  (c) => ({ value: c, label: c }),
);

function Demo() {
  const [value, setValue] = useState<string | null>(null);
  return <Combobox label="Category" options={categories} value={value} onChange={setValue} placeholder="Type to search" />;
}

const meta = { title: 'Controls/Combobox', component: Demo } satisfies Meta<typeof Demo>;
export default meta;

/** Typing filters the list; nothing matching says so. */
export const Filtering: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Category' }), 'fresh');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

/** No option matches. */
export const NoMatch: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Category' }), 'paneer');
    await expect(canvas.getByText('No matching data')).toBeVisible();
  },
};
