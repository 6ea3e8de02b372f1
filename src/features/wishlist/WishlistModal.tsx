import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/error-text';
import { Modal } from '../../ui/modal/Modal';
import { useToast } from '../../ui/toast/ToastProvider';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { CreateWishlistModal } from './CreateWishlistModal';
import { isOnList, useWishlistState, wishlistStore } from './wishlist-store';
import { ErrorText } from '../../ui/form/ErrorText';

/** The list made for a shopper's first heart, so that it asks for no name (issue 35). */
export const FIRST_WISHLIST = 'My wishlist';

/**
 * "Add Products In Wishlist" (spec section 2): tick the lists the product belongs on, or open "Create
 * Another Wishlist". A shopper without a list gets "My wishlist" with the product on it at once.
 */
export default function WishlistModal({
  productId,
  productName,
  wishlisted,
  onClose,
}: {
  productId: number;
  productName: string;
  /** The product's heart as shown: a store without our `in_list` answer toggles it. */
  wishlisted: boolean;
  onClose: () => void;
}) {
  const { api } = useBoot();
  const toast = useToast();
  const { lists, marks } = useWishlistState();
  const [loadError, setLoadError] = useState<string | null>(null);
  const { busy, run } = useSubmit({ onError: toast.error });
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    wishlistStore.load(api).catch((error: unknown) => setLoadError(errorText(error)));
  }, [api]);

  // One toast per action (issue 35): a list made for the product says both things at once.
  const putOn = async (listId: number, listName: string, created: boolean) => {
    const added = await wishlistStore.toggle(api, productId, listId, wishlisted);
    const said = added ? `${productName} added to ${listName}` : `${productName} removed from ${listName}`;
    toast.success(created ? `Wishlist added successfully: ${said}` : said);
  };
  const toggle = (listId: number, listName: string, created = false) => run(() => putOn(listId, listName, created));
  const firstList = useRef(false);
  useEffect(() => {
    if (lists?.length !== 0 || firstList.current) return;
    firstList.current = true;
    void run(async () => {
      const list = await wishlistStore.create(api, FIRST_WISHLIST);
      await putOn(list.id, list.name, true);
    });
  });

  return (
    <>
      <Modal open onClose={onClose} title="Add Products In Wishlist" footer={false}>
        <ErrorText error={loadError} />
        {!lists && !loadError ? <p>Loading your wishlists…</p> : null}
        {lists && lists.length === 0 ? (
          <p>
            Making {FIRST_WISHLIST} for {productName}…
          </p>
        ) : null}
        {lists && lists.length > 0 ? (
          <fieldset className="wishlist-choices">
            <legend>Wishlists for {productName}</legend>
            {lists.map((list) => (
              <label key={list.id} className="choice">
                <input
                  type="checkbox"
                  checked={isOnList(list, productId, marks)}
                  disabled={busy}
                  onChange={() => void toggle(list.id, list.name)}
                />
                {list.name} {list.product_ids ? <span className="muted">({list.product_ids.length})</span> : null}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setCreating(true)} disabled={busy}>
            Create Another Wishlist
          </button>
          <button type="button" className="button button-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
      {creating ? (
        <CreateWishlistModal
          onClose={() => setCreating(false)}
          onCreated={(list) => {
            setCreating(false);
            // A list made for this product holds it.
            void toggle(list.id, list.name, true);
          }}
        />
      ) : null}
    </>
  );
}
