import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import brandFixtures from '../../../../fixtures/catalogue/brands.json';
import categoryFixtures from '../../../../fixtures/catalogue/categories.json';
import type { Brand, Category } from '../../../../contract/entities';
import CategoryFilterModal from './CategoryFilterModal';

interface CategoryFixture {
  name: string;
  slug: string;
  children?: CategoryFixture[];
}
const toCategory = (node: CategoryFixture): Category => ({
  name: node.name,
  slug: node.slug,
  avatar: null,
  children: (node.children ?? []).map(toCategory),
});
const categories = (categoryFixtures as CategoryFixture[]).map(toCategory);
const brands: Brand[] = (brandFixtures as { name: string; slug: string }[]).map((b) => ({ name: b.name, slug: b.slug }));

function FilterDemo({ selected }: { selected: string[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Filter
      </button>
      {open ? (
        <CategoryFilterModal
          open
          onClose={() => setOpen(false)}
          categories={categories}
          brands={brands}
          base={{ q: '', categories: selected, brands: [], sort: null, page: 1 }}
        />
      ) : null}
    </>
  );
}

const meta = { title: 'Screens/Category Filter', component: FilterDemo } satisfies Meta<typeof FilterDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's category tree and brands; checking one child makes its parent partial. */
export const Default: Story = {
  args: { selected: [] },
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Category Filter' });
    await userEvent.click(await within(modal).findByRole('checkbox', { name: 'Rice' }));
    await expect(within(modal).getByRole('checkbox', { name: 'Staples' })).toHaveProperty('indeterminate', true);
  },
};

/** Opened from `/products?c=staples`: the whole Staples subtree starts checked. */
export const WithSelection: Story = { args: { selected: ['staples'] } };
