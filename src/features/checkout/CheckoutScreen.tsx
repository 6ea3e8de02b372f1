import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { assign, fromPromise } from 'xstate';
import { type Address, AddressListSchema } from '../../../contract/address';
import { readCart, type ShippingChoice } from '../../../contract/cart';
import { PlacedOrderSchema } from '../../../contract/payment';
import { errorText } from '../../api/error-text';
import { useBoot } from '../../context/boot-context';
import { useApiData } from '../../context/use-api-data';
import { useCart } from '../cart/CartProvider';
import { checkoutMachine, type OrderRequest, type PlacedOrder } from '../../machines/checkout.machine';
import { AddressForm } from '../account/AddressForm';
import { DeliveryGroups } from './DeliveryGroups';
import { cartSignature, forgetKey, storedKey, storeKey } from './checkout-key';
import { offeredPaymentMethods } from './payment-methods';
import { CartTotals } from '../cart/CartTotals';
import { CouponForm } from '../cart/CouponForm';
import { PINCODE_REQUIRED_ID, PincodeRequired } from '../cart/PincodeRequired';
import { ErrorText } from '../../ui/form/ErrorText';

const parseAddresses = (body: unknown): Address[] => AddressListSchema.parse(body);
/** An address the order can go to: one the store does not say it cannot deliver to. */
const deliverable = (address: Address) => address.deliverable !== false;

/** /checkout: address, payment method, offer code and note, then one order. */
export default function CheckoutScreen() {
  const { api, init, choosePincode } = useBoot();
  const { cart, refresh, replace } = useCart();
  const [, navigate] = useLocation();
  const signature = cartSignature(cart);
  // The delivery slots the shopper picked, one per delivery charge; the order keeps them.
  const [choices, setChoices] = useState<ShippingChoice[]>([]);
  const choicesRef = useRef(choices);
  choicesRef.current = choices;
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise<PlacedOrder, OrderRequest>(async ({ input }) => {
          const { key, ...body } = input;
          const order = { ...body, ...(choicesRef.current.length ? { cart_shipping_info: choicesRef.current } : {}) };
          return PlacedOrderSchema.parse(await api.post<unknown>('/api/order/create', order, { headers: { 'Idempotency-Key': key } }));
        }),
      },
      actions: {
        renewKey: assign({ key: () => crypto.randomUUID() }),
        rememberKey: ({ context }) => storeKey(sessionStorage, context.key, context.cartSignature),
        forgetKey: () => forgetKey(sessionStorage),
        orderPlaced: (_, placed) => {
          refresh();
          const pay = placed.payOptions;
          navigate(
            pay ? `/checkout/${encodeURIComponent(pay.provider)}/${pay.id}` : `/order/success/${encodeURIComponent(placed.ordernumber)}`,
          );
        },
        describeFailure: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
      },
    }),
  );
  // No sessionStorage on the server: an earlier attempt's key is picked up when the browser renders.
  const earlierKey = typeof sessionStorage === 'undefined' ? '' : storedKey(sessionStorage, signature);
  const [state, send] = useMachine(logic, { input: { key: earlierKey, cartSignature: signature } });
  useEffect(() => send({ type: 'CART_CHANGED', signature }), [send, signature]);

  const { data: addresses, setData: setAddresses, error: addressesError } = useApiData('/api/addresses', parseAddresses);
  const [pricingError, setPricingError] = useState<string | null>(null);
  const loadError = addressesError ?? pricingError;
  const [adding, setAdding] = useState(false);
  // When the addresses first arrive: a shopper without one starts with the form; the default (or first) is chosen.
  const startedWithAddresses = useRef(false);
  useEffect(() => {
    if (!addresses || startedWithAddresses.current) return;
    startedWithAddresses.current = true;
    setAdding(addresses.length === 0);
    const chosen = addresses.find((a) => a.is_default && deliverable(a)) ?? addresses.find(deliverable);
    if (chosen) send({ type: 'SELECT_ADDRESS', id: chosen.id });
  }, [addresses, send]);
  const methods = offeredPaymentMethods(cart, init);
  const onlyMethod = methods.length === 1 ? methods[0]?.id : undefined;
  useEffect(() => {
    if (onlyMethod) send({ type: 'SELECT_PAYMENT', method: onlyMethod });
  }, [onlyMethod, send]);
  // The coupon applied to the cart goes with the order (spec section 3: the checkout form's offercode).
  useEffect(() => send({ type: 'SET_OFFERCODE', code: cart.offercode ?? '' }), [cart.offercode, send]);

  const { context } = state;
  // Bumped when a coupon is applied or removed: the cart is priced again for the chosen address.
  const [pricing, setPricing] = useState(0);
  // The order is delivered (and charged for delivery) to the chosen address's pincode: price the cart
  // for it, split into its deliveries, again whenever the address, the payment method or a slot changes.
  useEffect(() => {
    if (context.addressId === null) return;
    let current = true;
    const query = {
      address_id: context.addressId,
      ...(context.payment ? { payment_method: context.payment } : {}),
      ...(choices.length ? { cart_shipping_info: JSON.stringify(choices) } : {}),
      groupby_delivery: 1,
    };
    api
      .get<unknown>('/api/cart', query)
      .then(readCart)
      .then(
        (priced) => current && replace(priced),
        (error: unknown) => current && setPricingError(errorText(error)),
      );
    return () => {
      current = false;
    };
  }, [api, context.addressId, context.payment, choices, replace, pricing]);
  // The header's "Deliver to" follows the chosen address (issue 35): the store is told of its pincode as
  // the pincode modal tells it; a refusal changes nothing, since the order is priced for the address anyway.
  const chosenPincode = addresses?.find((a) => a.id === context.addressId)?.pincode;
  useEffect(() => {
    if (!chosenPincode || !init.pincode || chosenPincode === init.pincode) return;
    let current = true;
    api.get(`/api/check/pincode/${encodeURIComponent(chosenPincode)}`).then(
      () => current && choosePincode(chosenPincode),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, chosenPincode, init.pincode, choosePincode]);
  const choose = (choice: ShippingChoice) =>
    setChoices((list) => [...list.filter((c) => c.delivery_charge_id !== choice.delivery_charge_id), choice]);

  const ids = { note: useId(), why: useId() };
  const submitting = state.matches('submitting') || state.matches('placed');
  const waitingFor =
    context.addressId === null
      ? addresses?.length && !addresses.some(deliverable)
        ? 'We do not deliver to your saved addresses yet. Add an address in our delivery area to place your order.'
        : 'Choose a delivery address to place your order.'
      : context.payment === null
        ? 'Choose a payment method to place your order.'
        : null;

  if (cart.items.length === 0 && !submitting) {
    return (
      <section className="checkout">
        <h1>Checkout</h1>
        <p>Your cart is empty.</p>
        <Link href="/products" className="button button-primary">
          Start shopping
        </Link>
      </section>
    );
  }
  return (
    <section className="checkout">
      <h1>Checkout</h1>
      {/* Not a <form>: the inline address form sits inside, and forms cannot nest. */}
      <div className="checkout-form">
        <fieldset>
          <legend>Delivery address</legend>
          <ErrorText error={loadError} />
          {addresses === null && !loadError ? <p>Loading your addresses…</p> : null}
          {addresses?.map((address) => (
            <label
              key={address.id}
              className={`choice${context.addressId === address.id ? ' choice-selected' : ''}${deliverable(address) ? '' : ' choice-unavailable'}`}
            >
              <input
                type="radio"
                name="address"
                checked={context.addressId === address.id}
                disabled={!deliverable(address)}
                onChange={() => send({ type: 'SELECT_ADDRESS', id: address.id })}
              />
              <span>
                <strong>{address.name}</strong> · {address.phone}
                <br />
                {[address.line1, address.line2, address.city, address.state, address.pincode].filter(Boolean).join(', ')}
                {deliverable(address) ? null : (
                  <>
                    <br />
                    <span className="form-hint-warning">We do not deliver to {address.pincode} yet.</span>
                  </>
                )}
              </span>
            </label>
          ))}
          {adding ? (
            <AddressForm
              onCancel={() => setAdding(false)}
              onSaved={(address) => {
                setAddresses((list) => [...(list ?? []), address]);
                setAdding(false);
                if (deliverable(address)) send({ type: 'SELECT_ADDRESS', id: address.id });
              }}
            />
          ) : (
            <button type="button" className="link-button" onClick={() => setAdding(true)}>
              Add a new address
            </button>
          )}
        </fieldset>
        <fieldset>
          <legend>Payment method</legend>
          {methods.map((method) => (
            <label key={method.id} className={`choice${context.payment === method.id ? ' choice-selected' : ''}`}>
              <input
                type="radio"
                name="payment"
                checked={context.payment === method.id}
                onChange={() => send({ type: 'SELECT_PAYMENT', method: method.id })}
              />
              {method.name}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={ids.note}>Note for the delivery (optional)</label>
          <textarea
            id={ids.note}
            value={context.note}
            maxLength={500}
            rows={3}
            onChange={(e) => send({ type: 'SET_NOTE', note: e.target.value })}
          />
        </div>
        <DeliveryGroups
          cart={cart}
          pincode={addresses?.find((a) => a.id === context.addressId)?.pincode ?? init.pincode}
          onChoose={choose}
        />
        {/* Issue 18: applied here (with its message beside the field), the totals show the saving at once;
            the order then takes the cart's own code. */}
        <CouponForm onChanged={() => (context.addressId === null ? refresh() : setPricing((n) => n + 1))} />
        <CartTotals totals={{ ...cart, delivery: cart.finalDelivery }} itemsLabel={`Items (${cart.quantity})`} />
        <ErrorText error={context.error} />
        {!init.pincode ? <PincodeRequired /> : null}
        {/* Spec section 4: an order needs an address and a payment method; say which is missing. */}
        {init.pincode && waitingFor ? (
          <p className="form-hint" id={ids.why}>
            {waitingFor}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => send({ type: 'SUBMIT' })}
          className="button button-primary cart-checkout"
          disabled={!init.pincode || waitingFor !== null || submitting}
          aria-busy={submitting}
          aria-describedby={!init.pincode ? PINCODE_REQUIRED_ID : waitingFor ? ids.why : undefined}
        >
          {submitting ? 'Placing your order…' : 'Place order'}
        </button>
      </div>
    </section>
  );
}
