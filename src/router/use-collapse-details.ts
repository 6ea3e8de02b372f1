import { useEffect, type RefObject } from 'react';

function collapseIn(node: Node) {
  if (node instanceof HTMLDetailsElement) node.open = false;
  if (node instanceof Element) node.querySelectorAll('details[open]').forEach((d) => ((d as HTMLDetailsElement).open = false));
}

/** Every `<details>` starts collapsed when it mounts (also those rendered later by lazy components). */
export function useCollapseDetails(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    collapseIn(root);
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(collapseIn)));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
