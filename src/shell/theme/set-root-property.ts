/** Sets a custom property on the root only when it differs: an unchanged write still restyles the page. */
export function setRootProperty(root: HTMLElement, name: string, value: string): void {
  if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
}
