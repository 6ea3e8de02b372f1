import { assign, enqueueActions, setup } from 'xstate';

/** How long a toast stays unless told otherwise. */
export const DEFAULT_TOAST_MS = 5000;

/** Kinds of toast; warnings and errors are announced assertively. */
export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. */
  duration: number;
}

type Events = { type: 'SHOW'; toast: Toast } | { type: 'DISMISS'; id: string };

/** The app's toasts: a stack; each goes away by itself after its duration or when dismissed. */
export const toastMachine = setup({
  types: { context: {} as { toasts: Toast[] }, events: {} as Events },
}).createMachine({
  id: 'toasts',
  context: { toasts: [] },
  on: {
    SHOW: {
      actions: [
        assign({ toasts: ({ context, event }) => [...context.toasts.filter((t) => t.id !== event.toast.id), event.toast] }),
        enqueueActions(({ event, enqueue }) => {
          if (event.toast.duration > 0) {
            enqueue.raise({ type: 'DISMISS', id: event.toast.id }, { id: `dismiss:${event.toast.id}`, delay: event.toast.duration });
          }
        }),
      ],
    },
    DISMISS: {
      actions: [
        assign({ toasts: ({ context, event }) => context.toasts.filter((t) => t.id !== event.id) }),
        enqueueActions(({ event, enqueue }) => enqueue.cancel(`dismiss:${event.id}`)),
      ],
    },
  },
});
