import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';
import { useForm, type FieldConfig } from './use-form';

const fields = {
  name: { label: 'Name', required: true, initial: '' },
  email: { label: 'E-mail', email: true, initial: '' },
  phone: { label: 'Phone', required: true, format: 'phone', initial: '' },
  code: { label: 'Customer code', readOnly: true, required: true, initial: '' },
} satisfies Record<string, FieldConfig>;

function AddressForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const form = useForm(fields);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField form={form} name="name" />
      <TextField form={form} name="email" type="email" />
      <TextField form={form} name="phone" type="tel" inputMode="numeric" />
      <TextField form={form} name="code" />
      <button type="submit">Save</button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
    </form>
  );
}

describe('the form layer', () => {
  it('submits only when every field validates, showing each message tied to its input', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Phone is required');
    // Read-only fields skip validation; an empty optional e-mail is fine.
    expect(screen.getByRole('textbox', { name: 'Customer code' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(name, 'Asha');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'asha@example');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail is not a valid email address');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), '.com');
    await userEvent.click(screen.getByRole('textbox', { name: 'Phone' }));
    await userEvent.paste('९८७६५ ४३२१०');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    // Issue 35: a number pasted with +91 keeps its 10 digits.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await userEvent.paste('+91 98765 43210');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com', phone: '9876543210', code: '' });
  });

  it('reset clears errors and restores the initial values', async () => {
    render(<AddressForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('keeps a huge or hostile value as text and reports the format problem', async () => {
    render(<AddressForm onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(phone);
    await userEvent.paste('<img src=x onerror=alert(1)>'.repeat(50));
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription('Phone is not in valid format');
    expect(document.querySelector('img')).toBeNull();
  });
});
