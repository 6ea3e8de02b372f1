import { useState } from 'react';
import { type Address, AddressSchema } from '../../../contract/address';
import { errorText } from '../../api/error-text';
import { useBoot } from '../boot/boot-context';
import { TextField } from '../../ui/form/TextField';
import { useForm } from '../../ui/form/use-form';

const FIELDS = {
  name: { label: 'Full name', required: true, initial: '' },
  phone: { label: 'Mobile number', required: true, format: 'phone', initial: '' },
  line1: { label: 'Address line 1', required: true, initial: '' },
  line2: { label: 'Address line 2 (optional)', initial: '' },
  city: { label: 'City', required: true, initial: '' },
  state: { label: 'State', required: true, initial: '' },
  pincode: { label: 'Pincode', required: true, format: 'pincode', initial: '' },
} as const;

type Editable = Omit<Address, 'id' | 'is_default'>;

/** The form's fields, starting from an address being edited. */
function fieldsFor(address: Editable | undefined) {
  if (!address) return FIELDS;
  return Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, { ...field, initial: address[name as keyof Editable] ?? '' }])) as unknown as typeof FIELDS;
}

/**
 * Adds a delivery address (POST /s/api/addresses) or changes one (PUT /s/api/addresses/{id});
 * the server's refusal is shown as it is.
 */
export function AddressForm({ address, onSaved, onCancel }: { address?: Address; onSaved: (address: Address) => void; onCancel: () => void }) {
  const { api } = useBoot();
  const [fields] = useState(() => fieldsFor(address));
  const form = useForm(fields);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form className="address-form" noValidate onSubmit={form.handleSubmit(async (values) => {
      setBusy(true);
      setError(null);
      try {
        const saved = address ? await api.put(`/api/addresses/${address.id}`, values) : await api.post('/api/addresses', values);
        onSaved(AddressSchema.parse(saved));
      } catch (failure) {
        setError(errorText(failure));
      } finally {
        setBusy(false);
      }
    })}>
      <TextField form={form} name="name" autoComplete="name" maxLength={100} />
      <TextField form={form} name="phone" autoComplete="tel-national" inputMode="numeric" maxLength={14} />
      <TextField form={form} name="line1" autoComplete="address-line1" maxLength={200} />
      <TextField form={form} name="line2" autoComplete="address-line2" maxLength={200} />
      <TextField form={form} name="city" autoComplete="address-level2" maxLength={100} />
      <TextField form={form} name="state" autoComplete="address-level1" maxLength={100} />
      <TextField form={form} name="pincode" autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>Cancel</button>
        <button type="submit" className="button button-primary" disabled={busy}>{address ? 'Save changes' : 'Save address'}</button>
      </div>
    </form>
  );
}
