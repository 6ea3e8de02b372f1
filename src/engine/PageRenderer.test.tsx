import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parsePageData } from '../api/contracts/page-data';
import { buildRegistry } from './build-registry';
import { PageRenderer } from './PageRenderer';
import { RegistryProvider } from './registry-context';
import type { RegistryEntry, RendererProps } from './registry-types';

const text: RegistryEntry<{ text: string }> = {
  name: 'text',
  aliases: ['Text'],
  check: (d) => (d && typeof d === 'object' && typeof (d as { text?: unknown }).text === 'string' ? null : '/text'),
  load: async () => ({ default: ({ data }: RendererProps<{ text: string }>) => <p>{data.text}</p> }),
};
const broken: RegistryEntry<unknown> = {
  name: 'broken',
  check: () => null,
  load: async () => ({ default: () => { throw new Error('renderer bug'); } }),
};
const registry = buildRegistry([text, broken]);

function renderPage(raw: unknown) {
  return render(
    <RegistryProvider registry={registry}>
      <PageRenderer components={parsePageData(raw).data} />
    </RegistryProvider>,
  );
}

describe('PageRenderer', () => {
  it('renders components in order, by name or alias', async () => {
    renderPage({ data: [{ name: 'text', order: 2, data: { text: 'second' } }, { name: 'Text', order: 1, data: { text: 'first' } }] });
    await screen.findByText('second');
    expect(screen.getAllByText(/first|second/).map((p) => p.textContent)).toEqual(['first', 'second']);
  });

  it('isolates unknown names, invalid data and throwing renderers; the rest of the page renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({
      data: [
        { name: 'text', data: { text: 'before' } },
        { name: 'no-such-type', data: {} },
        { name: 'text', data: { text: 42 } },
        { name: 'broken' },
        'not a component',
        null,
        { name: 'text', data: { text: 'after' } },
      ],
    });
    expect(await screen.findByText('before')).toBeInTheDocument();
    expect(await screen.findByText('after')).toBeInTheDocument();
    // Development build: each isolated component names itself and its problem.
    expect(await screen.findByText(/unknown component type/)).toBeInTheDocument();
    expect(screen.getByText(/invalid data at \/text/)).toBeInTheDocument();
    expect(await screen.findByText(/failed to render/)).toBeInTheDocument();
    error.mockRestore();
  });

  it('reports a repeated problem only once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({ data: [{ name: 'repeat-me' }, { name: 'repeat-me' }] });
    expect(error.mock.calls.filter((c) => String(c[0]).includes('repeat-me'))).toHaveLength(1);
    error.mockRestore();
  });
});
