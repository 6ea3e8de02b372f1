import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/entities';
import { accountMenu } from './header-code';

/** The header's account entry: Login for a guest, the account menu for a signed-in user. */
export function AccountEntry({ user, guestLabel = 'Login', className }: { user: User | null; guestLabel?: ReactNode; className?: string }) {
  if (!user)
    return (
      <Link href="/auth/login" className={className}>
        {guestLabel}
      </Link>
    );
  // Until the menu's code is in (it is not on the critical path), the name links to the account.
  return (
    <Suspense
      fallback={
        <Link href="/account" className={className}>
          {user.name || 'Account'}
        </Link>
      }
    >
      <span className={className}>
        <accountMenu.Component user={user} />
      </span>
    </Suspense>
  );
}
