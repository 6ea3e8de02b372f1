/** Why checkout waits: no delivery pincode chosen yet (cart panel, /cart and /checkout say it the same way). */
export function PincodeRequired() {
  return (
    <div className="cart-pincode-warning" role="status">
      <p><strong>Delivery Pincode Required</strong></p>
      <p>Please select your delivery pincode to proceed to checkout</p>
    </div>
  );
}
