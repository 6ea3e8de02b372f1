import type { NavItem } from '../../../contract/entities';
import { NavItemLink } from './NavItemLink';

/** The desktop navigation row (hidden below 768 px) with nested dropdown submenus; 5 templates. */
export function SubNavbar({
  items,
  template,
  height,
  alignment = 'left',
  onCategories,
}: {
  items: NavItem[];
  template: number;
  height: number;
  /** nav_alignment (spec section 3): left keeps the template's own placing. */
  alignment?: 'left' | 'center' | 'right';
  onCategories: () => void;
}) {
  const aligned = alignment === 'left' ? '' : ` nav-align-${alignment}`;
  return (
    <nav className={`site-nav navbar-t${template}${aligned}`} aria-label="Main" style={{ minHeight: height }}>
      <NavList items={items} onCategories={onCategories} depth={0} />
    </nav>
  );
}

function NavList({ items, onCategories, depth }: { items: NavItem[]; onCategories: () => void; depth: number }) {
  return (
    <ul className={depth === 0 ? 'nav-level-0' : 'nav-submenu'}>
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`} className={item.children.length ? 'has-submenu' : undefined}>
          <NavItemLink item={item} onCategories={onCategories} />
          {item.children.length > 0 ? <NavList items={item.children} onCategories={onCategories} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
