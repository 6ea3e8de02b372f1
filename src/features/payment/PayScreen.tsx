import { NotFound } from '../status/NotFound';
import { PaymentFlow } from './PaymentFlow';
import { useShownRoute } from '../../context/route-context';

/** /checkout/{provider}/{id}: pays an online order through its gateway. */
export default function PayScreen() {
  const { path, params } = useShownRoute();
  const { provider = '', id = '' } = params;
  if (!/^\d{1,9}$/.test(id)) return <NotFound />;
  // Keyed by the address, so another order starts a fresh payment.
  return <PaymentFlow key={path} orderId={Number(id)} provider={provider} start="pay" />;
}
