import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '../../contract/early-taps';

/** The one inline script a store page has (it holds taps before the app's code runs), by its hash. */
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of every store page: scripts only from this origin and the two payment
 * gateways, and the early-taps script by its hash (no other inline script, no eval); styles may be inline (theme variables, owner CSS as
 * constructed sheets, React style props) and from the font service; frames only for video embeds and
 * the gateways' checkout; the store is never framed (`framedBy` 'self': the page editor's canvas,
 * framed by the editor on the same origin). With a Sentry DSN, its host may be sent to and session
 * replay may compress in a blob worker.
 */
export function contentSecurityPolicy(sentryDsn: string | null, framedBy: "'none'" | "'self'" = "'none'"): string {
  const sentry = sentryDsn ? ` ${new URL(sentryDsn).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_HASH} https://checkout.razorpay.com https://sdk.cashfree.com`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "font-src 'self' https://fonts.gstatic.com data:",
    "img-src 'self' data: blob: https:",
    `connect-src 'self' https://fonts.googleapis.com https://lumberjack.razorpay.com https://api.razorpay.com https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com${sentry}`,
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://api.razorpay.com https://checkout.razorpay.com https://sdk.cashfree.com https://payments.cashfree.com https://sandbox.cashfree.com',
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://api.razorpay.com https://payments.cashfree.com https://sandbox.cashfree.com",
    `frame-ancestors ${framedBy}`,
    ...(sentry ? ["worker-src 'self' blob:"] : []),
  ].join('; ');
}
