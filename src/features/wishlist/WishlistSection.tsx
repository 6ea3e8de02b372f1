import { useId, useState } from 'react';
import type { ProductData } from '../../../contract/product';
import type { WishlistCategory } from '../../../contract/wishlist';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { errorText } from '../../api/error-text';
import { ErrorText, errorLink } from '../../ui/form/ErrorText';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { useDialogs } from '../../ui/modal/DialogProvider';
import { useToast } from '../../ui/toast/ToastProvider';
import { ProductGrid } from './ProductGrid';
import { wishlistStore } from './wishlist-store';

/** One wishlist on /account/wishlist: its name and how many products, Rename and Delete, and its products (null while loading). */
export function WishlistSection({ list, products }: { list: WishlistCategory; products: ProductData[] | null }) {
  const { api } = useBoot();
  const dialogs = useDialogs();
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const headingId = useId();
  const count = list.product_ids?.length ?? 0;
  const remove = async () => {
    const sure = await dialogs.confirm(
      count === 0 ? `Delete “${list.name}”?` : `Delete “${list.name}” and the ${count === 1 ? 'product' : `${count} products`} on it?`,
      'Delete wishlist',
      { yes: 'Delete wishlist', no: 'Keep wishlist' },
    );
    if (!sure) return;
    try {
      await wishlistStore.remove(api, list.id);
      toast.success(`${list.name} deleted`);
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };
  return (
    <section className="wishlist-section" aria-labelledby={headingId}>
      <div className="wishlist-section-head">
        {renaming ? (
          <RenameForm list={list} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <h2 id={headingId}>
              {list.name} <span className="muted">({count === 1 ? '1 product' : `${count} products`})</span>
            </h2>
            <button type="button" className="link-button" onClick={() => setRenaming(true)} aria-label={`Rename ${list.name}`}>
              Rename
            </button>
            <button type="button" className="link-button" onClick={() => void remove()} aria-label={`Delete ${list.name}`}>
              Delete
            </button>
          </>
        )}
      </div>
      {count === 0 ? (
        <p className="muted">Nothing on this list yet. Tap the heart on a product to add it.</p>
      ) : products ? (
        <ProductGrid products={products} />
      ) : (
        <LoadingPlaceholder />
      )}
    </section>
  );
}

/** The list's new name: required, 60 characters at most; the server's refusal (a name already used) is shown. */
function RenameForm({ list, onDone }: { list: WishlistCategory; onDone: () => void }) {
  const { api } = useBoot();
  const toast = useToast();
  const [name, setName] = useState(list.name);
  const { busy, error, setError, run } = useSubmit();
  const id = useId();
  return (
    <form
      className="wishlist-rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError('Wishlist name is required');
        void run(async () => {
          await wishlistStore.rename(api, list.id, name.trim());
          toast.success(`Renamed to ${name.trim()}`);
          onDone();
        });
      }}
    >
      <label htmlFor={id}>New name for {list.name}</label>
      <div className="wishlist-rename-row">
        <input
          id={id}
          value={name}
          maxLength={60}
          autoComplete="off"
          autoFocus
          onChange={(e) => setName(e.target.value)}
          {...errorLink(id, error)}
        />
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          Save
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      <ErrorText error={error} id={`${id}-error`} />
    </form>
  );
}
