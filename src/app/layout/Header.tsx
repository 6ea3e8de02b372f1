import { Link } from 'wouter';
import type { Init } from '../../api/contracts/init';
import type { NavItem } from '../../api/contracts/entities';
import { StoreLink } from '../links/StoreLink';

/** The store header: logo or name, account and cart links, and (optionally) the navigation row. */
export function Header({ init, showSubNavbar }: { init: Init; showSubNavbar: boolean }) {
  const { web, navSetting, user, cart } = init;
  return (
    <header className="site-header">
      <div className="site-header-bar" style={{ minHeight: navSetting.navbar_height }}>
        <Link href="/" className="site-brand">
          {navSetting.show_logo && web.logo ? (
            <img src={web.logo} alt="" width={navSetting.logo_width} height={navSetting.logo_height} />
          ) : null}
          <span className="site-name">{web.name}</span>
        </Link>
        <nav className="site-actions" aria-label="Account">
          {navSetting.show_pincode ? <span className="site-pincode">{init.pincode ? `Deliver to ${init.pincode}` : 'Select pincode'}</span> : null}
          {navSetting.show_account ? <Link href={user ? '/account' : '/auth/login'}>{user ? user.name || 'Account' : 'Login'}</Link> : null}
          {navSetting.show_cart ? <Link href="/cart">Cart ({cart.quantity})</Link> : null}
        </nav>
      </div>
      {showSubNavbar && navSetting.show_sub_navbar && init.navs.length > 0 ? (
        <nav className="site-nav" aria-label="Main" style={{ minHeight: navSetting.sub_navbar_height }}>
          <NavList items={init.navs} />
        </nav>
      ) : null}
    </header>
  );
}

function NavList({ items }: { items: NavItem[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`}>
          <StoreLink href={item.link}>{item.name}</StoreLink>
          {item.children.length > 0 ? <NavList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
