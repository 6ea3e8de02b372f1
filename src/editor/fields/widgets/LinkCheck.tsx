import { linkTarget } from '../../../ui/links/link-target';

/** What the store will make of a link (the link policy of src/ui/links): a page of the store, another site, or nothing. */
export function LinkCheck({ href }: { href: string }) {
  const target = linkTarget(href);
  if (!target)
    return <p className="field-error">Shoppers will not get a link here: use a path such as /products or an https:// address.</p>;
  return (
    <p className="field-hint">
      {target.kind === 'internal' ? `A page of this store: ${target.href}` : `Another website, opened in a new tab: ${target.href}`}
    </p>
  );
}
