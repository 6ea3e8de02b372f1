import { useId, useState } from 'react';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { useCart } from './CartProvider';
import { ErrorText, errorLink } from '../../ui/form/ErrorText';

/**
 * Apply an offer code, or remove the applied one; the cart is then loaded again (spec section 4), or
 * `onChanged` runs instead (checkout prices the cart for its chosen address).
 */
export function CouponForm({ onChanged }: { onChanged?: () => void }) {
  const { api } = useBoot();
  const { cart, refresh } = useCart();
  const [code, setCode] = useState('');
  const { busy, error, setError, run: submit } = useSubmit();
  const id = useId();
  const run = (call: () => Promise<unknown>) =>
    submit(async () => {
      await call();
      setCode('');
      (onChanged ?? refresh)();
    });
  if (cart.offercode) {
    return (
      <div className="coupon-applied">
        <span>
          Coupon <strong>{cart.offercode}</strong> applied
        </span>
        <button type="button" className="button" disabled={busy} onClick={() => run(() => api.get('/api/remove/coupon'))}>
          Remove coupon
        </button>
      </div>
    );
  }
  return (
    <form
      className="coupon-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) return setError('Enter a coupon code');
        void run(() => api.post('/api/apply/coupon', { code: code.trim() }));
      }}
    >
      <label htmlFor={id}>Coupon code</label>
      <div className="coupon-row">
        <input id={id} value={code} maxLength={32} autoComplete="off" onChange={(e) => setCode(e.target.value)} {...errorLink(id, error)} />
        <button type="submit" className="button" disabled={busy}>
          Apply
        </button>
      </div>
      <ErrorText error={error} id={`${id}-error`} />
    </form>
  );
}
