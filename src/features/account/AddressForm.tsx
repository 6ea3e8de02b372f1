import { useEffect, useRef, useState } from 'react';
import { type Address, AddressSchema } from '../../../contract/address';
import { INDIAN_STATES } from '../../../contract/indian-states';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { errorText } from '../../api/error-text';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useForm } from '../../ui/form/use-form';
import { ErrorText } from '../../ui/form/ErrorText';

const atLeast = (min: number, label: string) => ({
  value: new RegExp(`^[\\s\\S]{${min},}$`),
  message: `${label} must be at least ${min} characters`,
});

const FIELDS = {
  name: { label: 'Full name', required: true, initial: '', pattern: atLeast(2, 'Full name') },
  phone: { label: 'Mobile number', required: true, format: 'phone', initial: '' },
  pincode: { label: 'Pincode', required: true, format: 'pincode', initial: '' },
  line1: { label: 'Address line 1', required: true, initial: '', pattern: atLeast(3, 'Address line 1') },
  line2: { label: 'Address line 2 (optional)', initial: '' },
  city: { label: 'City', required: true, initial: '', pattern: atLeast(2, 'City') },
  state: { label: 'State', required: true, initial: '' },
} as const;

type Editable = Omit<Address, 'id' | 'is_default'>;

/** The form's fields, starting from an address being edited (or what is already known of a new one). */
function fieldsFor(address: Partial<Editable> | undefined) {
  if (!address) return FIELDS;
  return Object.fromEntries(
    Object.entries(FIELDS).map(([name, field]) => [name, { ...field, initial: address[name as keyof Editable] ?? '' }]),
  ) as unknown as typeof FIELDS;
}

/**
 * Adds a delivery address (POST /s/api/addresses) or changes one (PUT /s/api/addresses/{id});
 * the server's refusal is shown as it is. City and state follow the pincode.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}) {
  const { api, init } = useBoot();
  // A new address starts with what is known (issue 35): the signed-in shopper's name and phone, the delivery pincode.
  const [fields] = useState(() =>
    fieldsFor(address ?? { name: init.user?.name ?? '', phone: init.user?.phone ?? '', pincode: init.pincode ?? '' }),
  );
  const form = useForm(fields);
  const { busy, error, run } = useSubmit();
  const place = usePincodePlace(String(form.values.pincode ?? ''));
  // City and state follow the pincode, unless the shopper has typed a city of their own.
  const filledCity = useRef(address?.city ?? '');
  const { setValue } = form;
  const cityNow = useRef(form.values.city);
  cityNow.current = form.values.city;
  useEffect(() => {
    if (!place || place.kind !== 'found') return;
    if (!cityNow.current || cityNow.current === filledCity.current) setValue('city', place.city);
    filledCity.current = place.city;
    setValue('state', place.state);
  }, [place, setValue]);
  return (
    <form
      className="address-form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        run(async () => {
          const saved = address ? await api.put(`/api/addresses/${address.id}`, values) : await api.post('/api/addresses', values);
          onSaved(AddressSchema.parse(saved));
        }),
      )}
    >
      <TextField form={form} name="name" autoComplete="name" maxLength={100} />
      <TextField form={form} name="phone" autoComplete="tel-national" inputMode="numeric" maxLength={14} />
      <TextField
        form={form}
        name="pincode"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        aria-describedby={place ? placeHintId : undefined}
      />
      {place ? (
        <p id={placeHintId} className={place.kind === 'found' ? 'form-hint' : 'form-hint form-hint-warning'} role="status">
          {place.text}
        </p>
      ) : null}
      <TextField form={form} name="line1" autoComplete="address-line1" maxLength={200} />
      <TextField form={form} name="line2" autoComplete="address-line2" maxLength={200} />
      <TextField form={form} name="city" autoComplete="address-level2" maxLength={100} />
      <SelectField form={form} name="state" autoComplete="address-level1" options={INDIAN_STATES} placeholder="Choose a state" />
      <ErrorText error={error} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {address ? 'Save changes' : 'Save address'}
        </button>
      </div>
    </form>
  );
}

const placeHintId = 'address-pincode-place';

type PincodePlace = { kind: 'found'; city: string; state: string; text: string } | { kind: 'unknown'; text: string };

/** Where a complete pincode is (GET /s/api/pincode/{pincode}/place), to fill in city and state; null while not known. */
function usePincodePlace(pincode: string): PincodePlace | null {
  const { api } = useBoot();
  const [place, setPlace] = useState<{ pincode: string; place: PincodePlace } | null>(null);
  useEffect(() => {
    if (!/^[1-9]\d{5}$/.test(pincode)) return;
    const controller = new AbortController();
    api.get<{ city: string; state: string }>(`/api/pincode/${pincode}/place`, undefined, controller.signal).then(
      ({ city, state }) => setPlace({ pincode, place: { kind: 'found', city, state, text: `${city}, ${state}` } }),
      (failure: unknown) => !controller.signal.aborted && setPlace({ pincode, place: { kind: 'unknown', text: errorText(failure) } }),
    );
    return () => controller.abort();
  }, [api, pincode]);
  return place?.pincode === pincode ? place.place : null;
}
