import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { REVEAL_EVENT, SlotContext } from '../slot-context';
import Tabs from './Tabs';

// Issue 37, layouts with slots: "a Columns layout, a Section and Tabs, each with slots that take any component".
const drawn = (list: readonly unknown[]): ReactNode => <p>{list.map((c) => (c as { data: { title: string } }).data.title).join(', ')}</p>;
const tab = (label: string, ...titles: string[]) => ({
  label,
  children: titles.map((title, order) => ({ name: 'heading', order, data: { title } })),
});
const renderTabs = (data: Parameters<typeof Tabs>[0]['data']) =>
  render(
    <SlotContext.Provider value={drawn}>
      <Tabs data={data} settings={undefined} response={undefined} order={0} />
    </SlotContext.Provider>,
  );

describe('tabs', () => {
  it('shows the first tab’s components, the others a click away, named by the heading', async () => {
    renderTabs({ title: 'Shop by need', tabs: [tab('Breakfast', 'Oats', 'Eggs'), tab('Dinner', 'Rice')] });
    expect(screen.getByRole('tablist', { name: 'Shop by need' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Breakfast' })).toHaveTextContent('Oats, Eggs');
    // The hidden panel is in the page (for the server's markup) but not shown.
    expect(screen.getByText('Rice')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Dinner' }));
    expect(screen.getByRole('tabpanel', { name: 'Dinner' })).toHaveTextContent('Rice');
    expect(screen.getByText('Oats, Eggs')).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End, the shown one the only one Tab reaches', async () => {
    renderTabs({ tabs: [tab('One', 'a'), tab('Two', 'b'), tab('Three', 'c')] });
    const [one, two, three] = screen.getAllByRole('tab');
    expect([one, two, three].map((t) => t!.tabIndex)).toEqual([0, -1, -1]);
    one!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(three).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(one).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(three).toHaveAttribute('aria-selected', 'true');
    expect([one, two, three].map((t) => t!.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('shows the tab holding an element asked to be revealed', () => {
    renderTabs({ tabs: [tab('One', 'a'), tab('Two', 'b')] });
    act(() => {
      screen.getByText('b').dispatchEvent(new Event(REVEAL_EVENT, { bubbles: true }));
    });
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('b')).toBeVisible();
  });
});
