import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Combobox } from './combobox/Combobox';
import { Modal } from './modal/Modal';
import '../shell/styles.css';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Change location
      </button>
      <a href="#behind">A link behind the modal</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Change Location">
        <label>
          Pincode <input />
        </label>
      </Modal>
    </main>
  );
}

const focused = () => document.activeElement;

afterEach(cleanup);

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

function LocationForm() {
  const [open, setOpen] = useState(false);
  const [city, setCity] = useState<string | null>(null);
  const cities = ['Bengaluru', 'Belagavi', 'New Delhi', 'Mumbai'].map((c) => ({ value: c.toLowerCase(), label: c }));
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Choose city
      </button>
      <output aria-label="City">{city ?? 'none'}</output>
      <Modal open={open} onClose={() => setOpen(false)} title="Choose your city">
        <Combobox label="City" options={cities} value={city} onChange={setCity} />
      </Modal>
    </main>
  );
}

describe('a combobox inside a modal, with the keyboard only (real Chromium)', () => {
  it('tabs into the combobox, filters, chooses with arrows and Enter, and leaves with Ok', async () => {
    const { getByRole, findByRole, getByLabelText } = render(<LocationForm />);
    const opener = getByRole('button', { name: 'Choose city' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const box = await findByRole('combobox', { name: 'City' });
    // Tab until the combobox has focus (the close button comes first).
    for (let i = 0; i < 4 && focused() !== box; i++) await userEvent.keyboard('{Tab}');
    expect(focused()).toBe(box);
    await userEvent.keyboard('be');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(getByLabelText('City', { selector: 'output' }).textContent).toBe('belagavi');
    await userEvent.keyboard('{Tab}{Tab}');
    expect((focused() as HTMLElement).textContent).toBe('Ok');
    await userEvent.keyboard('{Enter}');
    const dialog = getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    await expect.poll(() => dialog.open, { timeout: 2000 }).toBe(false);
    expect(focused()).toBe(opener);
  });
});
