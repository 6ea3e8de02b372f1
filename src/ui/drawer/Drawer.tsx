import { useRef, type ReactNode } from 'react';
import { useBackCloses } from '../hooks/use-back-closes';
import { useModalDialog } from '../hooks/use-modal-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  /** Width in px; below 768 px a drawer marked `fullOnMobile` takes the whole width. */
  width: number;
  fullOnMobile?: boolean;
  children: ReactNode;
}

/**
 * A side drawer on the native modal <dialog>: focus is trapped and restored, Escape closes, the
 * page behind is inert; a click on the backdrop and Back close too.
 */
export function Drawer({ open, onClose, title, side = 'left', width, fullOnMobile = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);
  useBackCloses(open, onClose);
  return (
    <dialog
      ref={ref}
      className={`drawer drawer-${side}${fullOnMobile ? ' drawer-full-mobile' : ''}`}
      style={{ width }}
      aria-label={title}
      // A close this component asked for (open turned false, e.g. the menu handing over to the category
      // filter) is not the shopper's: passing it on would close whatever opened next.
      onClose={() => open && onClose()}
      onCancel={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="drawer-body">
          <div className="drawer-head">
            <h2>{title}</h2>
            <button type="button" className="drawer-close" onClick={onClose} aria-label={`Close ${title}`}>
              ×
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
