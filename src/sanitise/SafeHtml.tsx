import parse, { attributesToProps, domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTarget } from '../ui/links/link-target';
import { elementText } from './element-text';
import { sanitiseHtml, type HtmlKind } from './sanitise-html';

/** An element of the store's (sanitised) HTML as React props: what a slot may render anew with its own handlers. */
export interface StoreElement {
  tag: string;
  props: Record<string, unknown>;
  /** The values of its `<option>` children, for a select. */
  options: string[];
  /** Its text as written (a control whose text has no letters, an icon or a count, needs a label of its own). */
  text: string;
}

/** Which slot an element of the store's HTML is, or undefined: by default, its id or a class named in the slots. */
export type SlotFinder = (node: Element) => string | null | undefined;

/** Renders an element found by id or class (e.g. `sf-cart`) as a live control, given its content and the element itself. */
export type Slots = Readonly<Record<string, (content: ReactNode, element: StoreElement) => ReactNode>>;

const byName =
  (slots: Slots): SlotFinder =>
  (node) =>
    [node.attribs.id, ...(node.attribs.class ?? '').split(/\s+/)].find((n) => n && Object.hasOwn(slots, n));

function storeElement(node: Element): StoreElement {
  const options = node.children.flatMap((child) =>
    child instanceof Element && child.name === 'option' ? [child.attribs.value ?? ''] : [],
  );
  return { tag: node.name, props: attributesToProps(node.attribs, node.name), options, text: elementText(node) };
}

function parserOptions(slots: Slots, findSlot: SlotFinder): HTMLReactParserOptions {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const name = findSlot(node);
      const slot = name && Object.hasOwn(slots, name) ? slots[name] : undefined;
      if (slot) return <>{slot(domToReact(node.children as DOMNode[], options), storeElement(node))}</>;
      // The owner's forms (header and footer HTML) never submit: a search form the storefront wired is a slot.
      if (node.name === 'form')
        return (
          <form {...attributesToProps(node.attribs, 'form')} onSubmit={(event) => event.preventDefault()}>
            {domToReact(node.children as DOMNode[], options)}
          </form>
        );
      // React sets a select's choice by its value, not by `selected` on an option.
      if (node.name === 'select') {
        const chosen = node.children.find((child) => child instanceof Element && child.name === 'option' && 'selected' in child.attribs);
        const props = {
          ...attributesToProps(node.attribs, 'select'),
          defaultValue: chosen instanceof Element ? (chosen.attribs.value ?? '') : undefined,
        };
        return <select {...props}>{domToReact(node.children as DOMNode[], options)}</select>;
      }
      if (node.name === 'option' && 'selected' in node.attribs) {
        const { selected: _selected, ...attribs } = node.attribs;
        return <option {...attributesToProps(attribs, 'option')}>{domToReact(node.children as DOMNode[], options)}</option>;
      }
      // In-store links navigate inside the app; everything else keeps the sanitiser's output.
      if (node.name !== 'a' || node.attribs.target) return undefined;
      const target = linkTarget(node.attribs.href);
      if (target?.kind !== 'internal') return undefined;
      return (
        <Link href={target.href} className={node.attribs.class}>
          {domToReact(node.children as DOMNode[], options)}
        </Link>
      );
    },
  };
  return options;
}

const NO_SLOTS: Slots = {};

/** Renders untrusted HTML: DOMPurify first, then html-react-parser on exactly its output. */
export default function SafeHtml({
  html,
  className,
  slots = NO_SLOTS,
  findSlot,
  kind = 'content',
}: {
  html: string;
  className?: string;
  slots?: Slots;
  /** Which slot an element is (a fresh finder for each parse); by default its id or a class named in `slots`. */
  findSlot?: () => SlotFinder;
  kind?: HtmlKind;
}) {
  const content = useMemo(
    () => parse(sanitiseHtml(html, kind), parserOptions(slots, findSlot ? findSlot() : byName(slots))),
    [html, slots, findSlot, kind],
  );
  return <div className={className}>{content}</div>;
}
