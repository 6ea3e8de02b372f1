import { lazy, Suspense, useState } from 'react';

const PincodeModal = lazy(() => import('../pincode/PincodeModal'));

/** Id of the warning, for the disabled checkout button it explains (`aria-describedby`). */
export const PINCODE_REQUIRED_ID = 'pincode-required';

/**
 * Why checkout waits, and the way on: no delivery pincode chosen yet (cart panel, /cart and /checkout
 * say it the same way), with a button that opens "Change Location" where the shopper is.
 */
export function PincodeRequired() {
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="cart-pincode-warning" role="status" id={PINCODE_REQUIRED_ID}>
      <p>
        <strong>Delivery Pincode Required</strong>
      </p>
      <p>Please select your delivery pincode to proceed to checkout</p>
      <button type="button" className="button" onClick={() => setChoosing(true)}>
        Select delivery pincode
      </button>
      {choosing ? (
        <Suspense fallback={null}>
          <PincodeModal open onClose={() => setChoosing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
