import { useEffect, useId, useState } from 'react';
import { errorText } from '../../api/error-text';
import { Modal } from '../../ui/modal/Modal';
import { useToast } from '../../ui/toast/ToastProvider';
import { useBoot } from '../boot/boot-context';
import { useWishlists, wishlistStore } from './wishlist-store';

/** "Add Products In Wishlist": tick the lists the product belongs on, or create another list. */
export default function WishlistModal({ productId, productName, onClose }: { productId: number; productName: string; onClose: () => void }) {
  const { api } = useBoot();
  const toast = useToast();
  const lists = useWishlists();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | 'create' | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameId = useId();
  useEffect(() => {
    wishlistStore.load(api).catch((error: unknown) => setLoadError(errorText(error)));
  }, [api]);

  const toggle = async (listId: number, listName: string) => {
    setBusy(listId);
    try {
      const added = await wishlistStore.toggle(api, productId, listId);
      toast.success(added ? `${productName} added to ${listName}` : `${productName} removed from ${listName}`);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  const create = async () => {
    if (!name.trim()) return setNameError('Please enter a name for the wish list');
    setBusy('create');
    setNameError(null);
    try {
      await wishlistStore.create(api, name.trim());
      setName('');
      toast.success('Wishlist added successfully');
    } catch (error) {
      setNameError(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal open onClose={onClose} title="Add Products In Wishlist" footer={false}>
      {loadError ? <p className="field-error" role="alert">{loadError}</p> : null}
      {!lists && !loadError ? <p>Loading your wish lists…</p> : null}
      {lists && lists.length === 0 ? <p>You have no wish lists yet. Create one below.</p> : null}
      {lists && lists.length > 0 ? (
        <fieldset className="wishlist-choices">
          <legend>Wish lists for {productName}</legend>
          {lists.map((list) => (
            <label key={list.id} className="choice">
              <input type="checkbox" checked={list.product_ids.includes(productId)} disabled={busy !== null} onChange={() => void toggle(list.id, list.name)} />
              {list.name} <span className="muted">({list.product_ids.length})</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={nameId}>Create Another Wish List</label>
        <input id={nameId} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} aria-invalid={nameError !== null}
          aria-describedby={nameError ? `${nameId}-error` : undefined} onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void create();
            }
          }} />
        {nameError ? <p className="field-error" id={`${nameId}-error`} role="alert">{nameError}</p> : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void create()} disabled={busy !== null}>Create list</button>
        <button type="button" className="button button-primary" onClick={onClose}>Done</button>
      </div>
    </Modal>
  );
}
