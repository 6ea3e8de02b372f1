/** The gateway scripts a page may load: the gateways' own CDNs, or the reference server's offline stand-ins. */
const ALLOWED = ['https://checkout.razorpay.com/v1/checkout.js', 'https://sdk.cashfree.com/js/v3/cashfree.js'];
const STAND_IN = /^\/s\/test-gateway\/[a-z]+\/[a-z-]+\.js$/;

const loading = new Map<string, Promise<void>>();

/** How long a gateway's script may take to arrive: a stalled CDN would otherwise fail only after minutes. */
export const SCRIPT_LIMIT_MS = 20_000;
const UNREACHABLE = 'The payment gateway could not be reached. Check your connection and try again.';

/** Whether `src` is a gateway script this store agrees to run (an API answer never chooses an arbitrary script). */
export function isGatewayScript(src: string): boolean {
  return ALLOWED.includes(src) || STAND_IN.test(src);
}

/** Loads a gateway's script once per page; a load that failed or took over `limitMs` may be retried. */
export function loadScript(src: string, doc: Document = document, limitMs = SCRIPT_LIMIT_MS): Promise<void> {
  if (!isGatewayScript(src)) return Promise.reject(new Error('This payment gateway is not available.'));
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = () => {
      clearTimeout(limit);
      loading.delete(src);
      script.remove();
      reject(new Error(UNREACHABLE));
    };
    const limit = setTimeout(fail, limitMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(limit);
      resolve();
    };
    script.onerror = fail;
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
