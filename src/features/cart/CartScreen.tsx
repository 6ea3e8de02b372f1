import { CartContents } from './CartContents';

/** /cart: the cart as a page, with the same content as the side panel. */
export default function CartScreen() {
  return (
    <section className="cart-page">
      <h1>Your cart</h1>
      <CartContents />
    </section>
  );
}
