import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './payment-methods';

describe('paymentMethodName', () => {
  it('takes the name from the cart’s list (spec section 3), then init’s', () => {
    const cart = [{ id: 'cod', name: 'Pay the driver' }];
    const init = [
      { id: 'cod', name: 'Cash' },
      { id: 'razorpay', name: 'Pay online' },
    ];
    expect(paymentMethodName('cod', cart, init)).toBe('Pay the driver');
    expect(paymentMethodName('razorpay', cart, init)).toBe('Pay online');
  });

  it('never shows a bare id: words for the common ones, else the id made readable', () => {
    expect(paymentMethodName('cod')).toBe('Cash on delivery');
    expect(paymentMethodName('COD', [])).toBe('Cash on delivery');
    expect(paymentMethodName('pay_later')).toBe('Pay later');
    expect(paymentMethodName('constructor')).toBe('Constructor');
    expect(paymentMethodName('__')).toBe('Payment');
  });
});
