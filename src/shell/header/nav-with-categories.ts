import type { Category, NavItem } from '../../../contract/entities';
import { CATEGORIES_LINK } from './NavItemLink';

const navItemOf = (category: Category): NavItem => ({
  group: 0,
  name: category.name,
  icon: null,
  show_icon: 0,
  link: `/products?c=${encodeURIComponent(category.slug)}`,
  value: category.slug,
  image: null,
  open: false,
  children: category.children.map(navItemOf),
});

/** The navigation as shown (spec section 2): the `/categories` entry receives the category tree as its children, each going to /products?c={slug}. */
export function navWithCategories(navs: NavItem[], categories: Category[]): NavItem[] {
  return navs.map((item) =>
    item.link.trim() === CATEGORIES_LINK
      ? { ...item, children: categories.map(navItemOf) }
      : { ...item, children: navWithCategories(item.children, categories) },
  );
}
