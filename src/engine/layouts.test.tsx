import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePageData } from '../../contract/read-page-data';
import { registry } from '../../registry';
import { loadPageCode } from './component-code';
import { PageRenderer } from './PageRenderer';
import { RegistryProvider } from './registry-context';

// Issue 37, layouts with slots: a layout's components are drawn by the same engine as the page's,
// each validated and isolated, and their code is loaded with the page's.
const page = parsePageData({
  version: 2,
  data: [
    {
      name: 'columns',
      order: 0,
      data: {
        title: 'Fresh every morning',
        columns: [
          [
            { name: 'heading', order: 1, data: { title: 'Second in the first column' } },
            { name: 'heading', order: 0, data: { title: 'First in the first column' } },
          ],
          [
            { name: 'faq', order: 0, data: { items: 'not a list' } },
            { name: 'marquee', order: 1, data: {} },
            { name: 'faq', order: 2, data: { title: 'Questions', items: [{ question: 'Where do you deliver?', answer: 'Bengaluru.' }] } },
          ],
        ],
      },
    },
  ],
});

describe('a layout on the page', () => {
  it('draws each column’s components in their order; a broken one is isolated, named with its problem, and its neighbours still show', async () => {
    // Their code is loaded with the page's, so all is drawn in the first render (nothing waits in a suspended load).
    await loadPageCode(registry, page.data);
    const { container } = render(
      <RegistryProvider registry={registry}>
        <PageRenderer components={page.data} />
      </RegistryProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Fresh every morning' })).toBeInTheDocument();
    const [first, second] = [...container.querySelectorAll<HTMLElement>('.columns-column')];
    expect(
      within(first!)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['First in the first column', 'Second in the first column']);
    expect(
      within(second!)
        .getAllByRole('note')
        .map((note) => note.textContent),
    ).toEqual(['Component faq: invalid data at /data/items', 'Component marquee: unknown component type']);
    expect(within(second!).getByText('Where do you deliver?')).toBeInTheDocument();
  });
});
