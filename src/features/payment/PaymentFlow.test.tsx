import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StoreProviders } from '../../../tests/support/store-providers';
import { ApiError, UNREACHABLE_TEXT } from '../../api/api-error';
import type { ApiClient } from '../../api/http-client';
import { PaymentFlow } from './PaymentFlow';

function renderPay(failure: unknown) {
  const post = vi.fn(async () => {
    throw failure;
  });
  const api = { get: vi.fn(), post, put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
  const location = memoryLocation({ path: '/checkout/razorpay/999999' });
  render(
    <StoreProviders api={api}>
      <Router hook={location.hook}>
        <PaymentFlow orderId={999999} provider="razorpay" start="pay" />
      </Router>
    </StoreProviders>,
  );
  return post;
}

describe('paying for an order', () => {
  it('for an order that is not there, says so and leads to My Orders, offering no retry (issue 18)', async () => {
    renderPay(Object.assign(new Error('Order not found'), { status: 404, data: { message: 'Order not found' } }));
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/is saved/)).toBeNull();
  });

  it('when the store could not be reached, says so rather than the generic text', async () => {
    renderPay(new ApiError('POST /api/payment/start/razorpay/999999', 0, undefined, UNREACHABLE_TEXT));
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === UNREACHABLE_TEXT)).toBe(true);
    // The store never named the order: it is among the shopper's orders.
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
  });

  it('when the gateway could not be started, keeps the order and offers to try again', async () => {
    renderPay(Object.assign(new Error('busy'), { status: 503, data: { message: 'The gateway is busy' } }));
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'The gateway is busy')).toBe(true);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
