import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useCollapseDetails } from './use-collapse-details';

function Main({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useCollapseDetails(ref);
  return <main ref={ref}>{children}</main>;
}

describe('useCollapseDetails', () => {
  it('collapses details present on mount and details added later, but lets the user open them', async () => {
    const { container } = render(
      <Main>
        <details open>
          <summary>A</summary>a
        </details>
      </Main>,
    );
    const first = container.querySelector('details') as HTMLDetailsElement;
    expect(first.open).toBe(false);
    const later = document.createElement('details');
    later.open = true;
    container.querySelector('main')?.append(later);
    await new Promise((r) => setTimeout(r, 0));
    expect(later.open).toBe(false);
    first.open = true;
    await new Promise((r) => setTimeout(r, 0));
    expect(first.open).toBe(true);
  });
});
