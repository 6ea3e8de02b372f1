import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

function Demo({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Delivery date" value={value} onChange={setValue} />;
}

const meta = { title: 'Controls/DateField', component: Demo, args: { initial: '2026-11-22' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stored date, shown as MMM D, YYYY. */
export const WithDate: Story = {};
/** The "no date" value 00000000 shows as empty. */
export const NoDate: Story = { args: { initial: '00000000' } };
/** The calendar open on focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Delivery date' }));
    await expect(canvas.getByRole('dialog', { name: 'Choose Delivery date' })).toBeVisible();
  },
};
