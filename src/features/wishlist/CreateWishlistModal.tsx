import { useId, useState } from 'react';
import type { WishlistCategory } from '../../../contract/wishlist';
import { Modal } from '../../ui/modal/Modal';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { wishlistStore } from './wishlist-store';
import { ErrorText, errorLink } from '../../ui/form/ErrorText';

/**
 * "Create Another Wishlist" (spec section 2, spelt as everywhere else: issue 35): a name (required, spec
 * section 5), then POST /s/api/wishlistCategory. `onCreated` gets the new list and says "Wishlist added
 * successfully" in its own toast, with what it did with the list (one toast per action).
 */
export function CreateWishlistModal({ onClose, onCreated }: { onClose: () => void; onCreated: (list: WishlistCategory) => void }) {
  const { api } = useBoot();
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const id = useId();
  const create = async () => {
    if (!name.trim()) return setError('Wishlist name is required');
    await run(async () => {
      onCreated(await wishlistStore.create(api, name.trim()));
    });
  };
  return (
    <Modal open onClose={onClose} title="Create Another Wishlist" footer={false}>
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
