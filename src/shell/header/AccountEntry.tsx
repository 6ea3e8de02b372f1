import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/entities';

// The menu loads after the page (it is not on the critical path); until then the name links to the account.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The header's account entry: Login for a guest, the account menu for a signed-in user. */
export function AccountEntry({ user, guestLabel = 'Login', className }: { user: User | null; guestLabel?: ReactNode; className?: string }) {
  if (!user)
    return (
      <Link href="/auth/login" className={className}>
        {guestLabel}
      </Link>
    );
  return (
    <Suspense
      fallback={
        <Link href="/account" className={className}>
          {user.name || 'Account'}
        </Link>
      }
    >
      <span className={className}>
        <AccountMenu user={user} />
      </span>
    </Suspense>
  );
}
