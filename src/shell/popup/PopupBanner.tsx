import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { Popup } from '../../../contract/entities';
import { CONSENT_BANNER_ID } from '../../../contract/consent';
import { popupMachine } from '../../machines/popup.machine';
import { useModalDialog } from '../../ui/hooks/use-modal-dialog';
import { StoreLink } from '../../ui/links/StoreLink';
import { imageUrl } from '../../../contract/image-url';

const seenKey = (image: string) => `popup.seen:${image}`;

function readSeen(image: string): boolean {
  // No storage while the server renders the page: not seen (an exception per page costs more).
  if (typeof localStorage === 'undefined') return false;
  try {
    return localStorage.getItem(seenKey(image)) === '1';
  } catch {
    return false;
  }
}

/**
 * The shopper is busy: another overlay is up (a drawer or modal, the consent banner, an open menu or
 * dropdown: issue 35 saw the account menu close under the popup), or they are typing.
 */
const screenBusy = () =>
  document.querySelector(`dialog[open], #${CONSENT_BANNER_ID}, [aria-expanded="true"]`) !== null ||
  !!document.activeElement?.matches('input, textarea, select, [contenteditable]');

/**
 * The store's promotional popup, driven by the popup machine: a modal (Escape, the close button or a
 * click beside it closes it) that opens only when no other overlay is up and the shopper is not typing,
 * so it never covers a panel, a menu, another modal or the consent question, nor takes a search box's keys.
 * "Seen" lives in localStorage by image.
 */
export default function PopupBanner({ popup }: { popup: Popup }) {
  const machine = useMemo(
    () =>
      popupMachine.provide({
        actions: {
          remember: () => {
            try {
              localStorage.setItem(seenKey(popup.image), '1');
            } catch {
              // Storage may be full or blocked: the popup may then show again, which is harmless.
            }
          },
        },
        guards: { screenBusy },
      }),
    [popup.image],
  );
  const [state, send] = useMachine(machine, {
    input: { image: popup.image, duration: popup.duration, once: Boolean(popup.once), seen: readSeen(popup.image) },
  });
  const ref = useRef<HTMLDialogElement>(null);
  const visible = state.matches('visible');
  useModalDialog(ref, visible);
  if (state.status === 'done') return null;
  const close = () => send({ type: 'CLOSE' });
  return (
    <dialog
      ref={ref}
      className="popup-banner"
      aria-label="Offer"
      onClose={() => visible && close()}
      onClick={(event) => event.target === ref.current && close()}
    >
      {visible ? (
        <>
          <StoreLink href={popup.link} className="popup-banner-link">
            <img src={imageUrl(popup.image, 'large')} alt="Current offer" width={600} height={400} />
          </StoreLink>
          <button type="button" className="popup-banner-close" onClick={close} aria-label="Close offer">
            ×
          </button>
        </>
      ) : null}
    </dialog>
  );
}
