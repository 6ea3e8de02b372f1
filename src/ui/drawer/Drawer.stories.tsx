import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchField } from '../search/SearchField';
import { Drawer } from './Drawer';

function Demo() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <output aria-label="Last search">{query}</output>
      <Drawer open={open} onClose={() => setOpen(false)} title="Search Products" width={320} side="right" fullOnMobile>
        <SearchField
          focusAfter={300}
          onSearch={(text) => {
            setQuery(text);
            setOpen(false);
          }}
        />
      </Drawer>
    </>
  );
}

const meta = { title: 'Controls/Drawer and search field', component: Demo } satisfies Meta<typeof Demo>;
export default meta;

/** The search drawer: the field focuses after 300 ms and submits trimmed text. */
export const SearchDrawer: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Search' }));
    const field = await body.findByRole('searchbox', { name: 'Search products' });
    await new Promise((r) => setTimeout(r, 350));
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  ghee  {enter}');
    await expect(body.getByLabelText('Last search')).toHaveTextContent('ghee');
  },
};
