/** Payment methods the reference server takes now, with the names shoppers see; the online gateways come later. */
export const PAYMENT_METHODS = [{ id: 'cod', name: 'Cash on delivery' }] as const;
