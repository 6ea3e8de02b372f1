import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTarget } from './link-target';

/** A link from store configuration, opened per the link policy; unusable links render as text. */
export function StoreLink({ href, className, children }: { href: string | null | undefined; className?: string; children: ReactNode }) {
  const target = linkTarget(href);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal')
    return (
      <Link href={target.href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
