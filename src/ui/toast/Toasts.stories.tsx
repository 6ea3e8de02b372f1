import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useToast } from './ToastProvider';

function Buttons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <button type="button" className="button" onClick={() => toast.info('Your pincode is 560001')}>
        Info
      </button>
      <button type="button" className="button" onClick={() => toast.success('Wishlist added successfully')}>
        Success
      </button>
      <button type="button" className="button" onClick={() => toast.warning('Only 2 left in stock')}>
        Warning
      </button>
      <button type="button" className="button" onClick={() => toast.error('Something went wrong. Please try again.')}>
        Error
      </button>
    </div>
  );
}

// The app's one ToastProvider comes from the preview's store providers, as in the app.
const meta = { title: 'Controls/Toasts', component: Buttons } satisfies Meta<typeof Buttons>;
export default meta;

/** Each type of toast, stacked. */
export const Stack: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    for (const name of ['Info', 'Success', 'Warning', 'Error']) await userEvent.click(canvas.getByRole('button', { name }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Wishlist added successfully');
  },
};
