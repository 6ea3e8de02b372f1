import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav';

/** The frame of every account screen: the section links, a heading and the content. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="account-page">
      <AccountNav />
      <section className="account-content">
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}
