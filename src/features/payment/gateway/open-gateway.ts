import type { PayOptions } from '../../../../contract/payment';
import type { GatewayOutcome } from '../../../machines/gateway-outcome';
import { openCashfree } from './open-cashfree';
import { openRazorpay } from './open-razorpay';

/** Opens the checkout of whichever gateway the options are for. */
export function openGateway(options: PayOptions): Promise<GatewayOutcome> {
  return options.provider === 'razorpay' ? openRazorpay(options) : openCashfree(options);
}
