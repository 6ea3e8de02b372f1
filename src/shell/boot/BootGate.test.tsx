import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/http-client';
import { BootGate } from './BootGate';

function apiAnswering(...answers: (() => Promise<unknown>)[]): ApiClient {
  const get = vi.fn();
  for (const answer of answers) get.mockImplementationOnce(answer);
  return { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
}

describe('BootGate without a boot payload', () => {
  it('asks the API for init and renders the store', async () => {
    const api = apiAnswering(async () => ({ web: { id: 1, name: 'FreshKart' } }));
    render(
      <BootGate api={api} boot={null}>
        {(init) => <p>Store: {init.web.name}</p>}
      </BootGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the store');
    expect(await screen.findByText('Store: FreshKart')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/init');
  });

  it('shows a full-page error with Retry when the API is unreachable, and recovers', async () => {
    const api = apiAnswering(
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => ({ web: { id: 1, name: 'FreshKart' } }),
    );
    render(
      <BootGate api={api} boot={null}>
        {(init) => <p>Store: {init.web.name}</p>}
      </BootGate>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the store');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Store: FreshKart')).toBeInTheDocument();
  });

  it('treats an unusable init answer as a failure', async () => {
    const api = apiAnswering(async () => '<html>proxy error</html>');
    render(
      <BootGate api={api} boot={null}>
        {() => <p>Store</p>}
      </BootGate>,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
