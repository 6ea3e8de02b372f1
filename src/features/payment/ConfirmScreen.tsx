import { NotFound } from '../status/NotFound';
import { PaymentFlow } from './PaymentFlow';
import { useShownRoute } from '../../context/route-context';

/** /checkout/confirm/{id}: where a gateway returns the shopper; the server confirms the payment with the gateway. */
export default function ConfirmScreen() {
  const { path, params } = useShownRoute();
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return <NotFound />;
  return <PaymentFlow key={path} orderId={Number(id)} provider={null} start="confirm" />;
}
