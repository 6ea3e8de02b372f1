import type { NavItem } from '../../../contract/entities';
import { NavItemLink } from './NavItemLink';

/** The navigation tree for the mobile drawer: groups expand (native details), items may have images. */
export function MobileMenu({ items, onCategories, onNavigate }: { items: NavItem[]; onCategories: () => void; onNavigate: () => void }) {
  return (
    // Any link click inside closes the drawer; group toggles (summary) do not.
    <nav aria-label="Menu" className="mobile-menu" onClick={(event) => (event.target as Element).closest('a') && onNavigate()}>
      <MenuList items={items} onCategories={onCategories} />
    </nav>
  );
}

function MenuList({ items, onCategories }: { items: NavItem[]; onCategories: () => void }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`}>
          {item.children.length > 0 ? (
            <details open={Boolean(item.open)}>
              <summary>{item.name}</summary>
              <MenuList items={[{ ...item, children: [] }, ...item.children]} onCategories={onCategories} />
            </details>
          ) : (
            <NavItemLink item={item} onCategories={onCategories} />
          )}
        </li>
      ))}
    </ul>
  );
}
