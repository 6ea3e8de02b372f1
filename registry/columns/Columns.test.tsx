import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { SlotContext } from '../slot-context';
import Columns from './Columns';

// Issue 37, layouts with slots: each column draws its components through the page renderer's slot drawer.
const drawn = (list: readonly unknown[]): ReactNode => (
  <ul>
    {list.map((c, index) => (
      <li key={index}>{(c as { name: string }).name}</li>
    ))}
  </ul>
);
const column = (...names: string[]) => names.map((name) => ({ name, order: 0, data: {} }));

describe('columns', () => {
  it('draws each column’s components in their column, under the heading', () => {
    render(
      <SlotContext.Provider value={drawn}>
        <Columns
          data={{ title: 'Fresh', columns: [column('heading', 'faq'), column('banner')] }}
          settings={undefined}
          response={undefined}
          order={0}
        />
      </SlotContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Fresh' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.textContent)).toEqual(['headingfaq', 'banner']);
  });

  it('makes one column twice as wide only when there are two', () => {
    const { container, rerender } = render(
      <SlotContext.Provider value={drawn}>
        <Columns data={{ columns: [column(), column()], widths: 'wide-first' }} settings={undefined} response={undefined} order={0} />
      </SlotContext.Provider>,
    );
    expect(container.querySelector('.columns-row')).toHaveClass('columns-wide-first');
    rerender(
      <SlotContext.Provider value={drawn}>
        <Columns
          data={{ columns: [column(), column(), column()], widths: 'wide-first' }}
          settings={undefined}
          response={undefined}
          order={0}
        />
      </SlotContext.Provider>,
    );
    expect(container.querySelector('.columns-row')).toHaveClass('columns-equal');
    expect((container.querySelector('.columns-row') as HTMLElement).style.getPropertyValue('--columns')).toBe('3');
  });
});
