import { useLocation } from 'wouter';
import { matchRoute } from '../../../contract/routes';
import { NotFound } from '../NotFound';
import { PaymentFlow } from './PaymentFlow';

/** /checkout/confirm/{id}: where a gateway returns the shopper; the server confirms the payment with the gateway. */
export default function ConfirmScreen() {
  const [path] = useLocation();
  const id = matchRoute(path).params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return <NotFound />;
  return <PaymentFlow key={path} orderId={Number(id)} provider={null} start="confirm" />;
}
