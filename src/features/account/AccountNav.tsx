import { Link, useLocation } from 'wouter';
import { useBoot } from '../../context/boot-context';

const LINKS = [
  { href: '/account', label: 'Account' },
  { href: '/account/orders', label: 'Orders' },
  { href: '/account/addresses', label: 'Addresses' },
  { href: '/account/details', label: 'Details' },
  { href: '/account/wishlist', label: 'Wishlist' },
];

/** The account area's sections (the dashboard for sales agents), the current one marked, and Logout. */
export function AccountNav() {
  const { init } = useBoot();
  const [path] = useLocation();
  const links = init.user?.isSalesAgent ? [...LINKS, { href: '/account/dashboard', label: 'Dashboard' }] : LINKS;
  return (
    <nav className="account-nav" aria-label="Your account">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={
                path === link.href || (link.href === '/account/orders' && path.startsWith('/account/orders/')) ? 'page' : undefined
              }
            >
              {link.label}
            </Link>
          </li>
        ))}
        {/* Also reachable here, not only from the header's menu: an owner's own header has no account menu. */}
        <li>
          <Link href="/auth/logout">Logout</Link>
        </li>
      </ul>
    </nav>
  );
}
