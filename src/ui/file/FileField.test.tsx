import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileField } from './FileField';

function Harness() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileField label="Prescription" value={file} onChange={setFile} accept="image/*,application/pdf" />
      <output aria-label="Stored">{file ? file.name : 'null'}</output>
    </>
  );
}

describe('FileField', () => {
  it('shows "Choose a file…", takes one file, and clears back to null', async () => {
    render(<Harness />);
    expect(screen.getByText('Choose a file…')).toBeInTheDocument();
    const input = screen.getByLabelText(/Prescription/) as HTMLInputElement;
    expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, [
      new File(['a'], 'first.pdf', { type: 'application/pdf' }),
      new File(['b'], 'second.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByLabelText('Stored')).toHaveTextContent('first.pdf');
    expect(screen.getByText('first.pdf', { selector: '.file-field-name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Prescription' }));
    expect(screen.getByLabelText('Stored')).toHaveTextContent('null');
    expect(input.value).toBe('');
    expect(screen.getByText('Choose a file…')).toBeInTheDocument();
  });
});
