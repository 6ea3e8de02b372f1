import { useLocation } from 'wouter';
import { matchRoute } from '../../../contract/routes';
import { NotFound } from '../NotFound';
import { PaymentFlow } from './PaymentFlow';

/** /checkout/{provider}/{id}: pays an online order through its gateway. */
export default function PayScreen() {
  const [path] = useLocation();
  const { provider = '', id = '' } = matchRoute(path).params;
  if (!/^\d{1,9}$/.test(id)) return <NotFound />;
  // Keyed by the address, so another order starts a fresh payment.
  return <PaymentFlow key={path} orderId={Number(id)} provider={provider} start="pay" />;
}
