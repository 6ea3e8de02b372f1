import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { modalMachine } from '../../machines/modal.machine';
import { useBackCloses } from '../hooks/use-back-closes';
import { useModalDialog } from '../hooks/use-modal-dialog';

export interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, the × button, Cancel, a backdrop click or Back. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Width in px (450 by default). */
  width?: number;
  /** Called by Ok; without it the Ok button closes. */
  onOk?: () => void;
  okText?: string;
  cancelText?: string;
  /** Hide the Cancel/Ok buttons (the content brings its own). */
  footer?: boolean;
}

/**
 * A modal on the native <dialog>: focus trapped inside and restored on close, Escape closes,
 * labelled by its title; a modal machine adds the short delay before content and ~300 ms on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = 450,
  onOk,
  okText = 'Ok',
  cancelText = 'Cancel',
  footer = true,
}: ModalProps) {
  const [state, send] = useMachine(modalMachine);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => send({ type: open ? 'OPEN' : 'CLOSE' }), [open, send]);
  const shown = !state.matches('closed');
  useModalDialog(dialog, shown);
  useBackCloses(open, onClose);
  const content = state.matches('open') || state.matches('closing');
  return (
    <dialog
      ref={dialog}
      className={`modal${state.matches('closing') ? ' modal-closing' : ''}`}
      style={{ width: `min(${width}px, 94vw)` }}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // The machine closes it, after its delay.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      {shown ? (
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label={`Close ${title}`}>
            ×
          </button>
        </div>
      ) : null}
      {content ? <div className="modal-body">{children}</div> : null}
      {content && footer ? (
        <div className="modal-footer">
          <button type="button" className="button" onClick={onClose}>
            {cancelText}
          </button>
          <button type="button" className="button button-primary" onClick={onOk ?? onClose}>
            {okText}
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
