import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('renders at once, without suspending, when its code was loaded first', async () => {
    const importer = vi.fn(async () => ({ default: Greeting }));
    const greeting = preloadable(importer);
    await greeting.load();
    render(inSuspense(<greeting.Component name="Asha" />));
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    await greeting.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when its code is not in yet, then keeps the same instance', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => {};
    const greeting = preloadable(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
    const { rerender } = render(inSuspense(<greeting.Component name="Ravi" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Greeting }));
    const shown = screen.getByText('Hello Ravi');
    rerender(inSuspense(<greeting.Component name="Ravi" />));
    expect(screen.getByText('Hello Ravi')).toBe(shown);
  });

  it('lets a failed load reach the error boundary, as React.lazy does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const greeting = preloadable<{ name: string }>(() => Promise.reject(new Error('chunk failed')));
    render(<Boundary>{inSuspense(<greeting.Component name="Lata" />)}</Boundary>);
    expect(await screen.findByText('Failed: chunk failed')).toBeInTheDocument();
    await expect(greeting.load()).rejects.toThrow('chunk failed');
    vi.mocked(console.error).mockRestore();
  });
});
