import { useId, useState } from 'react';
import type { WishlistCategory } from '../../../contract/wishlist';
import { Modal } from '../../ui/modal/Modal';
import { useToast } from '../../ui/toast/ToastProvider';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { wishlistStore } from './wishlist-store';
import { ErrorText, errorLink } from '../../ui/form/ErrorText';

/**
 * "Create Another Wish List" (spec section 2): a name (required, spec section 5), then
 * POST /s/api/wishlistCategory and the toast "Wishlist added successfully". `onCreated` gets the new list.
 */
export function CreateWishlistModal({ onClose, onCreated }: { onClose: () => void; onCreated: (list: WishlistCategory) => void }) {
  const { api } = useBoot();
  const toast = useToast();
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const id = useId();
  const create = async () => {
    if (!name.trim()) return setError('Wishlist name is required');
    await run(async () => {
      const list = await wishlistStore.create(api, name.trim());
      toast.success('Wishlist added successfully');
      onCreated(list);
    });
  };
  return (
    <Modal open onClose={onClose} title="Create Another Wish List" footer={false}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className="field">
          <label htmlFor={id}>Wishlist name</label>
          <input
            id={id}
            value={name}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            {...errorLink(id, error)}
          />
          <ErrorText error={error} id={`${id}-error`} />
        </div>
        <div className="modal-footer">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            Create
          </button>
        </div>
      </form>
    </Modal>
  );
}
