import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { assign, fromPromise } from 'xstate';
import { errorMessage } from '../../api/error-text';
import { pincodeMachine } from '../../machines/pincode.machine';
import { Modal } from '../../ui/modal/Modal';
import { useBoot } from '../../context/boot-context';
import { DigitsInput } from '../../ui/form/DigitsInput';
import { ErrorText } from '../../ui/form/ErrorText';
import { useToast } from '../../ui/toast/ToastProvider';
import { useCart } from '../cart/CartProvider';

/**
 * "Change Location": checks a delivery pincode with the server; on success the header, the cart's
 * prices and delivery follow it at once, without the page reload of spec section 4 (issue 35).
 */
export default function PincodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { api, init, choosePincode } = useBoot();
  const { refresh } = useCart();
  const toast = useToast();
  const [logic] = useState(() =>
    pincodeMachine.provide({
      actors: { check: fromPromise<unknown, string>(({ input }) => api.get(`/api/check/pincode/${encodeURIComponent(input)}`)) },
      actions: {
        accepted: (_, { pincode }: { pincode: string }) => {
          choosePincode(pincode);
          refresh();
          toast.success(`Delivery pincode changed to ${pincode}`);
          onClose();
        },
        // Spec section 8: the server's body or message in the modal (the second error helper).
        describeFailure: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
      },
    }),
  );
  const [state, send] = useMachine(logic);
  const [text, setText] = useState(init.pincode ?? '');
  const id = useId();
  const loading = state.matches('checking') || state.matches('saved');
  return (
    <Modal open={open} onClose={onClose} title="Change Location" footer={false}>
      <form
        className="pincode-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', pincode: text });
        }}
      >
        <label htmlFor={id}>Delivery pincode</label>
        <DigitsInput id={id} autoComplete="postal-code" digits={6} value={text} onValue={setText} error={state.context.error} />
        <ErrorText error={state.context.error} id={`${id}-error`} />
        <div className="modal-footer">
          <button type="submit" className="button button-primary" disabled={loading} aria-busy={loading}>
            {loading ? 'Checking…' : 'Check pincode'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
