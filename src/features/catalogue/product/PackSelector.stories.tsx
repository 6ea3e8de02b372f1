import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Pack } from '../../../../contract/product';
import { PackSelector } from './PackSelector';

const packs: Pack[] = [
  { pack_id: 1, pack_name: '1 kg', price: 62, act_price: 62, discount: 0, warehouse_id: 1, discount_type: null },
  { pack_id: 2, pack_name: '5 kg', price: 279, act_price: 310, discount: 10, warehouse_id: 1, discount_type: 'percent', max_quantity: 3 },
  { pack_id: 3, pack_name: '10 kg', price: 560, act_price: 610, discount: 50, warehouse_id: 1, discount_type: 'flat' },
];

function Stateful() {
  const [selected, setSelected] = useState(1);
  return <PackSelector packs={packs} selected={selected} onSelect={setSelected} />;
}

const meta = { title: 'Screens/Pack selector', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plain, percent-off and rupees-off packs, one with the store's limit per order; choosing one marks it. */
export const Packs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10% off')).toBeInTheDocument();
    await expect(canvas.getByText('₹50 off')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^5 kg.*At most 3 per order$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^10 kg/ })).not.toHaveAccessibleName(/per order/);
    await userEvent.click(canvas.getByRole('radio', { name: /5 kg/ }));
    await expect(canvas.getByRole('radio', { name: /5 kg/ })).toBeChecked();
  },
};
