import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider, useDialogs } from './DialogProvider';
import { Modal } from './Modal';

function Harness({ onOk }: { onOk?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change location
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Change Location" onOk={onOk}>
        <label>
          Pincode <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is labelled by its title, shows content after a short delay, and has Cancel and Ok', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Location' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('textbox', { name: 'Pincode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 1000 });
  });

  it('calls onOk when given', async () => {
    const onOk = vi.fn();
    render(<Harness onOk={onOk} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});

describe('confirm and alert', () => {
  let dialogs: ReturnType<typeof useDialogs>;
  function Capture() {
    dialogs = useDialogs();
    return null;
  }

  it('confirm resolves true on Confirm and false on Cancel', async () => {
    render(
      <DialogProvider>
        <Capture />
      </DialogProvider>,
    );
    let answer!: Promise<boolean>;
    act(() => {
      answer = dialogs.confirm('Cancel order FK-1001?', 'Cancel order');
    });
    expect(await screen.findByRole('dialog', { name: 'Cancel order' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    act(() => {
      answer = dialogs.confirm('Remove this address?');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  // Issue 35: "Cancel" on a "Cancel order?" dialog kept the order; the buttons now say what they do.
  it('confirm can name what each answer does', async () => {
    render(
      <DialogProvider>
        <Capture />
      </DialogProvider>,
    );
    let answer!: Promise<boolean>;
    act(() => {
      answer = dialogs.confirm('Cancel order FK-1001?', 'Cancel order', { yes: 'Cancel order', no: 'Keep order' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    const keep = await within(dialog).findByRole('button', { name: 'Keep order' });
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(keep);
    await expect(answer).resolves.toBe(false);
  });

  it('alert resolves on OK', async () => {
    render(
      <DialogProvider>
        <Capture />
      </DialogProvider>,
    );
    let done!: Promise<void>;
    act(() => {
      done = dialogs.alert('Your order was placed.');
    });
    expect(await screen.findByText('Your order was placed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
  });
});
