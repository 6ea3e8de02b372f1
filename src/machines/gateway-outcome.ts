/** How a gateway's checkout ended in the page. */
export type GatewayOutcome =
  /** Paid, with the proof the server checks (Razorpay's signed hand-back). */
  | { outcome: 'paid'; proof: Record<string, string> }
  /** The gateway takes the shopper away and returns to /checkout/confirm/{id}. */
  | { outcome: 'redirecting' }
  | { outcome: 'failed'; message: string }
  | { outcome: 'dismissed' };
