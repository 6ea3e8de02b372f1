import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DialogProvider, useDialogs } from './DialogProvider';
import { Modal } from './Modal';

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Change location
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Change Location">
        <label className="field">
          Pincode <input inputMode="numeric" />
        </label>
      </Modal>
    </>
  );
}

function ConfirmDemo() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={async () => setAnswer(String(await dialogs.confirm('Cancel order FK-1001?', 'Cancel order')))}
      >
        Cancel order
      </button>
      <output aria-label="Answer">{answer}</output>
    </>
  );
}

const meta = { title: 'Controls/Modal', component: ModalDemo } satisfies Meta<typeof ModalDemo>;
export default meta;

/** The modal opened: title, content, Cancel and Ok. */
export const Open: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Change location' }));
    await expect(await body.findByRole('button', { name: 'Ok' })).toBeVisible();
  },
};

/** `await confirm(...)`: Confirm resolves true. */
export const Confirm: StoryObj<typeof meta> = {
  render: () => (
    <DialogProvider>
      <ConfirmDemo />
    </DialogProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await expect(body.getByLabelText('Answer')).toHaveTextContent('true');
  },
};
