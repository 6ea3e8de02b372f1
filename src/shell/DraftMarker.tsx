/** Says on the real store that the page shown is a draft preview, which shoppers do not get, with the way to the published page. */
export function DraftMarker({ path }: { path: string }) {
  return (
    <aside className="draft-marker" aria-label="Draft preview">
      <strong>Draft preview</strong>
      <span>Shoppers do not see this version until it is published.</span>
      <a href={path}>See the published page</a>
    </aside>
  );
}
