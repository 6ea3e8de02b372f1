import type { NavItem } from '../../../contract/entities';
import { StoreLink } from '../../ui/links/StoreLink';
import { imageUrl } from '../../../contract/image-url';
import { LinkIcon } from '../../ui/icons/LinkIcon';

/** The nav entry that opens the category filter instead of navigating. */
export const CATEGORIES_LINK = '/categories';

/** A navigation item: a store link with its image, or its icon when `show_icon` is set; for `/categories` a button that opens the category filter. */
export function NavItemLink({ item, onCategories, className }: { item: NavItem; onCategories: () => void; className?: string }) {
  if (item.link.trim() === CATEGORIES_LINK) {
    return (
      <button type="button" className={`nav-button ${className ?? ''}`} onClick={onCategories}>
        {item.name}
      </button>
    );
  }
  return (
    <StoreLink href={item.link} className={className}>
      {item.image ? (
        <img src={imageUrl(item.image, 'small')} alt="" width={24} height={24} className="nav-image" />
      ) : item.show_icon && item.icon ? (
        <LinkIcon icon={item.icon} size={18} className="nav-icon" />
      ) : null}
      {item.name}
    </StoreLink>
  );
}
