/** Whether the server rendered the page into #root: otherwise it holds the template's spinner. */
export function isServerRendered(root: Element): boolean {
  return !root.querySelector(':scope > .boot-spinner');
}
