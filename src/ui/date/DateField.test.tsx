import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField';

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Delivery date" value={value} onChange={setValue} />
      <output aria-label="Stored">{String(value)}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('DateField', () => {
  it('shows 00000000 as empty and a stored date as MMM D, YYYY', () => {
    const { unmount } = render(<Harness initial="00000000" />);
    expect(screen.getByRole('combobox', { name: 'Delivery date' })).toHaveValue('');
    unmount();
    render(<Harness initial="2026-11-22" />);
    expect(screen.getByRole('combobox', { name: 'Delivery date' })).toHaveValue('Nov 22, 2026');
  });

  it('opens on focus with weeks starting on Sunday, and stores YYYY-MM-DD when a date is chosen', async () => {
    render(<Harness initial="2026-11-22" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery date' }));
    const picker = screen.getByRole('dialog', { name: 'Choose Delivery date' });
    expect(
      within(picker)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(within(picker).getByRole('button', { name: 'Nov 22, 2026' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(picker).getByRole('button', { name: 'Nov 5, 2026' }));
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-11-05');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Delivery date' })).toHaveFocus();
  });

  it('moves by day and week with the arrow keys, and chooses with Enter', async () => {
    render(<Harness initial="2026-11-22" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery date' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Nov 22, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Nov 30, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Dec 1, 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-12-01');
  });

  it('closes on an outside click and on Escape, and offers only years 1900–2099', async () => {
    render(<Harness initial={null} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery date' }));
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect([years[0]?.textContent, years.at(-1)?.textContent, years.length]).toEqual(['1900', '2099', 200]);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery date' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Stored')).toHaveTextContent('null');
  });

  it('clears back to null', async () => {
    render(<Harness initial="2026-11-22" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(screen.getByLabelText('Stored')).toHaveTextContent('null');
    expect(screen.getByRole('combobox', { name: 'Delivery date' })).toHaveValue('');
  });

  it('treats an impossible stored date as empty without breaking', async () => {
    render(<Harness initial="2026-02-31" />);
    expect(screen.getByRole('combobox', { name: 'Delivery date' })).toHaveValue('');
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery date' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
