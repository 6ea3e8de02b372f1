import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Modal } from './Modal';
import '../../app/styles.css';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>Change location</button>
      <a href="#behind">A link behind the modal</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Change Location">
        <label>Pincode <input /></label>
      </Modal>
    </main>
  );
}

const focused = () => document.activeElement;

describe('Modal with the keyboard only (real Chromium)', () => {
  it('opens from the keyboard, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const { getByRole, findByRole } = render(<Page />);
    const opener = getByRole('button', { name: 'Change location' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = getByRole('dialog', { name: 'Change Location' }) as HTMLDialogElement;
    await findByRole('textbox', { name: 'Pincode' });
    const visited = new Set<Element | null>();
    for (let i = 0; i < 8; i++) {
      await userEvent.keyboard('{Tab}');
      visited.add(focused());
    }
    // Everything Tab reached was inside the dialog (or the browser chrome, never the page behind it).
    for (const element of visited) {
      if (element && element !== document.body) expect(dialog.contains(element)).toBe(true);
    }
    expect([...visited].some((e) => e?.tagName === 'INPUT')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog.open, { timeout: 2000 }).toBe(false);
    expect(focused()).toBe(opener);
  });
});
