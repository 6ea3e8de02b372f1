import { Element, Text } from 'html-react-parser';

/** The text of a parsed element of store HTML, its descendants' included, each piece set apart by a space (`Basket<b>0</b>` → `Basket 0`). */
export function elementText(node: Element): string {
  return node.children.map((child) => (child instanceof Text ? child.data : child instanceof Element ? elementText(child) : '')).join(' ');
}
