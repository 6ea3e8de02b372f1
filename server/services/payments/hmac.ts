import { createHmac } from 'node:crypto';

/** HMAC-SHA256 of `value` under `secret` in the encoding a gateway uses (Razorpay hex, Cashfree base64). */
export function hmac(secret: string, value: string, encoding: 'hex' | 'base64'): string {
  return createHmac('sha256', secret).update(value).digest(encoding);
}
