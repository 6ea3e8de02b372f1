import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { assign, fromPromise } from 'xstate';
import { type Confirmation, ConfirmationSchema, type StartedPayment, StartedPaymentSchema } from '../../../contract/payment';
import { errorText, hasStatus } from '../../api/error-text';
import { useBoot } from '../../context/boot-context';
import { paymentMachine, type PaymentInput } from '../../machines/payment.machine';
import { openGateway } from './gateway/open-gateway';
import { formatPrice } from '../../ui/format/price';
import { IndiaTime } from '../../ui/format/IndiaTime';

const GATEWAY_NAMES: Record<string, string> = { razorpay: 'Razorpay', cashfree: 'Cashfree' };

/** Paying an online order through its gateway, with a retry screen when it does not go through. */
export function PaymentFlow(input: PaymentInput) {
  const { api } = useBoot();
  const [, navigate] = useLocation();
  // No such order of this shopper: nothing is saved to pay for later, so no retry is offered.
  const [missing, setMissing] = useState(false);
  const [logic] = useState(() =>
    paymentMachine.provide({
      actors: {
        startPayment: fromPromise<StartedPayment, { orderId: number; provider: string }>(async ({ input: target }) => {
          try {
            return StartedPaymentSchema.parse(
              await api.post<unknown>(`/api/payment/start/${encodeURIComponent(target.provider)}/${target.orderId}`, {}),
            );
          } catch (failure) {
            setMissing(hasStatus(failure, 404));
            throw failure;
          }
        }),
        openGateway: fromPromise(({ input: options }) => openGateway(options)),
        confirmPayment: fromPromise<Confirmation, { orderId: number; proof: Record<string, string> }>(async ({ input: attempt }) =>
          ConfirmationSchema.parse(await api.post<unknown>(`/api/payment/confirm/${attempt.orderId}`, attempt.proof)),
        ),
      },
      actions: {
        // Replace: Back from the order page should not reopen a finished payment.
        paymentDone: (_, params) => navigate(`/order/success/${encodeURIComponent(params.ordernumber)}`, { replace: true }),
        // No answer at all: the client's own words say it is the connection, not the generic text.
        describeFailure: assign((_, { error }: { error: unknown }) => ({
          error: hasStatus(error, 0) && error instanceof Error ? error.message : errorText(error),
        })),
      },
    }),
  );
  const [state, send] = useMachine(logic, { input });
  const { context } = state;
  const gateway = GATEWAY_NAMES[context.provider ?? ''] ?? 'the payment gateway';

  if (state.matches('failed') && missing) {
    return (
      <section className="checkout payment">
        <h1>Order not found</h1>
        <p role="alert">{context.error}</p>
        <p>Your orders, and the ones still waiting for payment, are under My Orders.</p>
        <div className="form-actions">
          <Link href="/account/orders" className="button button-primary">
            My Orders
          </Link>
        </div>
      </section>
    );
  }
  if (state.matches('failed')) {
    return (
      <section className="checkout payment">
        <h1>Payment not completed</h1>
        <p className="field-error" role="alert">
          {context.error}
        </p>
        <p>
          Your order
          {context.ordernumber ? (
            <>
              {' '}
              <strong>{context.ordernumber}</strong>
            </>
          ) : null}{' '}
          is saved and waiting for payment
          {context.payBy ? (
            <>
              {' '}
              until{' '}
              <strong>
                <IndiaTime at={context.payBy} />
              </strong>
            </>
          ) : null}
          . Its items moved from your cart to the order. Pay {context.payBy ? 'before then' : 'soon'}, here or from My Orders: an order not
          paid in time expires, and you can then add its items to your cart again from the order.
        </p>
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={() => send({ type: 'RETRY' })}>
            Try again
          </button>
          {context.ordernumber ? (
            <Link href={`/order/success/${encodeURIComponent(context.ordernumber)}`} className="button">
              View order
            </Link>
          ) : (
            // The store never said which order this is: it is among the shopper's orders.
            <Link href="/account/orders" className="button">
              My Orders
            </Link>
          )}
        </div>
      </section>
    );
  }
  const status = state.matches('confirming')
    ? 'Confirming your payment…'
    : state.matches('redirecting')
      ? `Taking you to ${gateway}…`
      : state.matches('opening')
        ? `Complete the payment in the ${gateway} window.`
        : 'Preparing your payment…';
  return (
    <section className="checkout payment" aria-busy={!state.matches('opening')}>
      <h1>Pay for your order</h1>
      {context.ordernumber ? (
        <p>
          Order <strong>{context.ordernumber}</strong>
          {context.total !== null ? <> · {formatPrice(context.total)}</> : null}
        </p>
      ) : null}
      <p role="status">{status}</p>
      {context.options?.test_mode ? <p className="payment-test-mode">Test mode: no money is taken.</p> : null}
    </section>
  );
}
