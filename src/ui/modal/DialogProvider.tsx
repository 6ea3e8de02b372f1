import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// The modal (and its machine) loads with the first question: no page needs it to start.
const Modal = lazy(() => import('./Modal').then((module) => ({ default: module.Modal })));

interface Request {
  kind: 'confirm' | 'alert';
  title: string;
  message: ReactNode;
  answers: ConfirmAnswers;
  resolve: (value: boolean) => void;
}

/** What a confirm dialog's two buttons say: what each does ("Cancel order" / "Keep order"). */
export interface ConfirmAnswers {
  yes: string;
  no: string;
}

const PLAIN_ANSWERS: ConfirmAnswers = { yes: 'Confirm', no: 'Cancel' };

/** Promise-based dialogs: `await confirm(...)` is true for the yes button, false for the no button or Escape. */
export interface Dialogs {
  confirm(message: ReactNode, title?: string, answers?: ConfirmAnswers): Promise<boolean>;
  alert(message: ReactNode, title?: string): Promise<void>;
}

const DialogContext = createContext<Dialogs | null>(null);

/** Provides confirm and alert dialogs (two answers, OK) to everything below it. */
export function DialogProvider({ children }: { children: ReactNode }) {
  // The unanswered question (its promise settles once); `shown` stays on screen while the modal fades out.
  const current = useRef<Request | null>(null);
  const [shown, setShown] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const settle = useCallback((value: boolean) => {
    current.current?.resolve(value);
    current.current = null;
    setOpen(false);
  }, []);
  const ask = useCallback(
    (kind: Request['kind'], message: ReactNode, title: string, answers = PLAIN_ANSWERS) =>
      new Promise<boolean>((resolve) => {
        // A new question answers an unanswered one with "no".
        current.current?.resolve(false);
        current.current = { kind, title, message, answers, resolve };
        setShown(current.current);
        setOpen(true);
      }),
    [],
  );
  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (message, title = 'Are you sure?', answers) => ask('confirm', message, title, answers),
      alert: async (message, title = 'Notice') => {
        await ask('alert', message, title);
      },
    }),
    [ask],
  );
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <Modal
            open={open}
            title={shown.title}
            onClose={() => settle(false)}
            onOk={() => settle(true)}
            okText={shown.answers.yes}
            cancelText={shown.answers.no}
            footer={shown.kind === 'confirm'}
          >
            <p>{shown.message}</p>
            {shown.kind === 'alert' ? (
              <div className="modal-footer">
                <button type="button" className="button button-primary" onClick={() => settle(true)}>
                  OK
                </button>
              </div>
            ) : null}
          </Modal>
        </Suspense>
      ) : null}
    </DialogContext.Provider>
  );
}

/** The confirm and alert dialogs from the nearest DialogProvider. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a <DialogProvider> above it');
  return dialogs;
}
