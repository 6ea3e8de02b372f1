import { describe, expect, it, vi } from 'vitest';
import { isGatewayScript, loadScript } from './load-script';

describe('gateway scripts', () => {
  it('runs only the gateways’ own scripts or the store’s offline stand-ins', () => {
    expect(isGatewayScript('https://checkout.razorpay.com/v1/checkout.js')).toBe(true);
    expect(isGatewayScript('https://sdk.cashfree.com/js/v3/cashfree.js')).toBe(true);
    expect(isGatewayScript('/s/test-gateway/razorpay/checkout.js')).toBe(true);
    for (const src of [
      'https://evil.example/checkout.js',
      '//evil.example/s/test-gateway/razorpay/checkout.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '/s/test-gateway/../api/x.js',
      'https://checkout.razorpay.com.evil.example/v1/checkout.js',
    ])
      expect(isGatewayScript(src), src).toBe(false);
  });

  it('refuses to load anything else and adds no script element', async () => {
    await expect(loadScript('https://evil.example/x.js')).rejects.toThrow('This payment gateway is not available.');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads a script once, and lets a failed load be tried again', async () => {
    const first = loadScript('/s/test-gateway/razorpay/checkout.js');
    expect(loadScript('/s/test-gateway/razorpay/checkout.js')).toBe(first);
    const script = document.querySelector('script') as HTMLScriptElement;
    script.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be reached/);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const second = loadScript('/s/test-gateway/razorpay/checkout.js');
    expect(second).not.toBe(first);
    (document.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('gives up on a script that neither loads nor fails within the limit, and lets it be tried again', async () => {
    vi.useFakeTimers();
    try {
      const stalled = loadScript('/s/test-gateway/cashfree/cashfree.js', document, 1000);
      const settled = vi.fn();
      stalled.catch(settled);
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(stalled).rejects.toThrow(/could not be reached/);
      expect(document.querySelector('script[src="/s/test-gateway/cashfree/cashfree.js"]')).toBeNull();
      expect(loadScript('/s/test-gateway/cashfree/cashfree.js', document, 1000)).not.toBe(stalled);
    } finally {
      vi.useRealTimers();
    }
  });
});
