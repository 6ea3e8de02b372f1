import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { Popup } from '../../../contract/entities';
import { popupMachine } from '../../machines/popup.machine';
import { StoreLink } from '../links/StoreLink';
import { imageUrl } from '../../ui/media/image-url';

const seenKey = (image: string) => `popup.seen:${image}`;

function readSeen(image: string): boolean {
  try {
    return localStorage.getItem(seenKey(image)) === '1';
  } catch {
    return false;
  }
}

/** The store's promotional popup, driven by the popup machine; "seen" lives in localStorage by image. */
export default function PopupBanner({ popup }: { popup: Popup }) {
  const machine = useMemo(() => popupMachine.provide({
    actions: {
      remember: () => {
        try {
          localStorage.setItem(seenKey(popup.image), '1');
        } catch {
          // Storage may be full or blocked: the popup may then show again, which is harmless.
        }
      },
    },
  }), [popup.image]);
  const [state, send] = useMachine(machine, { input: { image: popup.image, duration: popup.duration, once: Boolean(popup.once), seen: readSeen(popup.image) } });
  if (!state.matches('visible')) return null;
  return (
    <aside className="popup-banner" aria-label="Offer">
      <StoreLink href={popup.link} className="popup-banner-link">
        <img src={imageUrl(popup.image, 'large')} alt="Current offer" width={600} height={400} />
      </StoreLink>
      <button type="button" className="popup-banner-close" onClick={() => send({ type: 'CLOSE' })} aria-label="Close offer">×</button>
    </aside>
  );
}
