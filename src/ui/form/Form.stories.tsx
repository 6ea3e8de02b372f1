import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { useForm, type FieldConfig } from './use-form';

const fields = {
  name: { label: 'Name', required: true, initial: '' },
  email: { label: 'E-mail', email: true, initial: '' },
  phone: { label: 'Phone', required: true, format: 'phone', initial: '' },
  pincode: { label: 'Pincode', required: true, format: 'pincode', initial: '' },
} satisfies Record<string, FieldConfig>;

function AddressForm() {
  const form = useForm(fields);
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate aria-label="Address">
      <TextField form={form} name="name" autoComplete="name" />
      <TextField form={form} name="email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" />
      <TextField form={form} name="pincode" inputMode="numeric" autoComplete="postal-code" />
      <button type="submit" className="button button-primary">
        Save address
      </button>
    </form>
  );
}

const meta = { title: 'Controls/Form', component: AddressForm } satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty address form. */
export const Empty: Story = {};

/** Submitted empty: every message appears, tied to its input. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '012345');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription('Pincode is not in valid format');
  },
};
