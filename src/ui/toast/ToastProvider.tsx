import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_TOAST_MS, toastMachine, type ToastType } from '../../machines/toast.machine';

/** The one toast API of the app. */
export interface ToastApi {
  show(type: ToastType, message: string, duration?: number): string;
  info(message: string): string;
  success(message: string): string;
  warning(message: string): string;
  error(message: string): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let counter = 0;

/** Runs the toast machine for the app and renders the stack in two live regions. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastMachine);
  const toasts = useSelector(actor, (s) => s.context.toasts);
  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastType, message: string, duration = DEFAULT_TOAST_MS) => {
      const id = `toast-${++counter}`;
      actor.send({ type: 'SHOW', toast: { id, type, message, duration } });
      return id;
    };
    return {
      show,
      info: (m) => show('info', m),
      success: (m) => show('success', m),
      warning: (m) => show('warning', m),
      error: (m) => show('error', m),
      dismiss: (id) => actor.send({ type: 'DISMISS', id }),
    };
  }, [actor]);
  const region = (assertive: boolean) => (
    // Live regions exist before any toast, so screen readers announce what is added.
    <div role={assertive ? 'alert' : 'status'} aria-live={assertive ? 'assertive' : 'polite'} className="toast-region">
      {toasts
        .filter((t) => (t.type === 'error' || t.type === 'warning') === assertive)
        .map((t) => (
          <div key={t.id} className={`toast toast-${t.type}`}>
            <span>{t.message}</span>
            <button type="button" onClick={() => api.dismiss(t.id)} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts">
        {region(false)}
        {region(true)}
      </div>
    </ToastContext.Provider>
  );
}

/** The toast API from the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
