import { useState } from 'react';
import { type Address, AddressListSchema } from '../../../contract/address';
import { errorText } from '../../api/error-text';
import { AddressForm } from './AddressForm';
import { useBoot } from '../../context/boot-context';
import { useDialogs } from '../../ui/modal/DialogProvider';
import { useToast } from '../../ui/toast/ToastProvider';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage } from './AccountPage';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const parse = (body: unknown) => AddressListSchema.parse(body);
const oneLine = (a: Address) => [a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ');

/** /account/addresses: the saved addresses with add, edit, delete and set default. */
export default function AddressesScreen() {
  const { api } = useBoot();
  const dialogs = useDialogs();
  const toast = useToast();
  const { data: addresses, error, reload } = useApiData('/api/addresses', parse);
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
      reload();
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };
  const remove = async (address: Address) => {
    if (
      await dialogs.confirm(`Delete the address “${address.name}, ${address.line1}”?`, 'Delete address', {
        yes: 'Delete address',
        no: 'Keep address',
      })
    ) {
      await act(() => api.delete(`/api/addresses/${address.id}`), 'Address deleted');
    }
  };
  const saved = (message: string) => {
    setEditing(null);
    toast.success(message);
    reload();
  };
  return (
    <AccountPage title="Your addresses">
      <ErrorText error={error} />
      {!addresses && !error ? <LoadingPlaceholder /> : null}
      {addresses && addresses.length === 0 && editing === null ? <p>You have no saved addresses yet.</p> : null}
      <ul className="address-list">
        {addresses?.map((address) => (
          <li key={address.id} className="address-card">
            {editing === address.id ? (
              <AddressForm address={address} onCancel={() => setEditing(null)} onSaved={() => saved('Address saved')} />
            ) : (
              <>
                <p>
                  <strong>{address.name}</strong>
                  {address.is_default ? <span className="badge">Default</span> : null}
                  <br />
                  {address.phone}
                  <br />
                  {oneLine(address)}
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => setEditing(address.id)}
                    aria-label={`Edit ${address.name}, ${address.line1}`}
                  >
                    Edit
                  </button>
                  {!address.is_default ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void act(() => api.post(`/api/addresses/${address.id}/default`), 'Default address changed')}
                      aria-label={`Make ${address.name}, ${address.line1} the default`}
                    >
                      Set as default
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button"
                    onClick={() => void remove(address)}
                    aria-label={`Delete ${address.name}, ${address.line1}`}
                  >
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm onCancel={() => setEditing(null)} onSaved={() => saved('Address added')} />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          Add a new address
        </button>
      )}
    </AccountPage>
  );
}
