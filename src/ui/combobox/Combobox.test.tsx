import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './Combobox';
import { filterOptions, type ComboOption } from './filter-options';

const cities: ComboOption[] = ['Bengaluru', 'Belagavi', 'New Delhi', 'Mumbai', 'Mysuru'].map((c) => ({ value: c.toLowerCase(), label: c }));

function Harness({ options = cities }: { options?: ComboOption[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Combobox label="City" options={options} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value ?? 'none'}</output>
    </>
  );
}

describe('filterOptions', () => {
  it.each([
    ['be', ['Bengaluru', 'Belagavi']],
    ['BE', ['Bengaluru', 'Belagavi']],
    ['  delhi ', ['New Delhi']],
    ['', cities.map((c) => c.label)],
    ['zzz', []],
    ['(', []],
  ])('%j → %j', (query, expected) => {
    expect(filterOptions(cities, query).map((o) => o.label)).toEqual(expected);
  });
});

describe('Combobox', () => {
  it('filters as you type and chooses with the keyboard', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(box, 'mu');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mumbai']);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Mumbai' }).id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('mumbai');
    expect(box).toHaveValue('Mumbai');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says "No matching data" when nothing matches', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Chennai');
    expect(screen.getByText('No matching data')).toBeInTheDocument();
  });

  it('Escape closes the list, and a second Escape clears the choice', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(box, 'Bel');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('belagavi');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');
  });

  it('stays responsive with thousands of items, showing the first 100 and how many more', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: String(i), label: `Product ${i}` }));
    render(<Harness options={many} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(100);
    expect(screen.getByText('4900 more: type to narrow down')).toBeInTheDocument();
    await userEvent.type(box, '4999');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Product 4999']);
  });

  it('chooses with the mouse', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'y');
    await userEvent.click(screen.getByRole('option', { name: 'Mysuru' }));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('mysuru');
  });
});
