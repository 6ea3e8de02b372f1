import { Link } from 'wouter';
import type { User } from '../../../contract/entities';
import { Dropdown } from '../../ui/dropdown/Dropdown';

/** Staff areas, each opened in a new tab when the user has the access it needs. */
const STAFF_LINKS = [
  { label: 'Administration', href: '/bos/admin', allowed: (u: User) => u.hasAdminAccess },
  { label: 'Website Settings', href: '/page-builder', allowed: (u: User) => u.permissions.includes('website_setting:view') },
  { label: 'POS', href: '/pos', allowed: (u: User) => u.permissions.includes('pos_access:view') },
];

/** The signed-in user's menu: who they are, their account pages, staff areas they may open, and sign-out. */
export default function AccountMenu({ user }: { user: User }) {
  const staff = STAFF_LINKS.filter((link) => link.allowed(user));
  return (
    <Dropdown
      trigger={
        <span className="account-trigger">
          <span className="account-initial" aria-hidden="true">
            {(user.name || 'A').slice(0, 1).toUpperCase()}
          </span>
          <span className="account-name">{user.name || 'Account'}</span>
        </span>
      }
    >
      <div className="account-menu" role="group" aria-label="Your account">
        <p className="account-menu-who">
          <strong>{user.name || 'Your account'}</strong>
          {user.email ? (
            <>
              <br />
              {user.email}
            </>
          ) : null}
          <br />
          {user.phone}
        </p>
        <ul>
          <li>
            <Link href="/account">Account</Link>
          </li>
          <li>
            <Link href="/account/orders">Orders</Link>
          </li>
          <li>
            <Link href="/account/addresses">Addresses</Link>
          </li>
          {user.isSalesAgent ? (
            <li>
              <Link href="/account/dashboard">Sales dashboard</Link>
            </li>
          ) : null}
          {staff.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          {user.superadmin ? (
            <li>
              <Link href="/auth/bos/choose">Switch Website</Link>
            </li>
          ) : null}
          <li>
            <Link href="/auth/logout">Logout</Link>
          </li>
        </ul>
      </div>
    </Dropdown>
  );
}
