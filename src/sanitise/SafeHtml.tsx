import parse, { attributesToProps, domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTarget } from '../ui/links/link-target';
import { sanitiseHtml, type HtmlKind } from './sanitise-html';

/** An element of the store's (sanitised) HTML as React props: what a slot may render anew with its own handlers. */
export interface StoreElement {
  tag: string;
  props: Record<string, unknown>;
  /** The values of its `<option>` children, for a select. */
  options: string[];
}

/** Renders an element found by id or class (e.g. `sf-cart`) as a live control, given its content and the element itself. */
export type Slots = Readonly<Record<string, (content: ReactNode, element: StoreElement) => ReactNode>>;

function slotOf(node: Element, slots: Slots): Slots[string] | undefined {
  const names = [node.attribs.id, ...(node.attribs.class ?? '').split(/\s+/)].filter(Boolean) as string[];
  const name = names.find((n) => Object.hasOwn(slots, n));
  return name ? slots[name] : undefined;
}

function storeElement(node: Element): StoreElement {
  const options = node.children.flatMap((child) =>
    child instanceof Element && child.name === 'option' ? [child.attribs.value ?? ''] : [],
  );
  return { tag: node.name, props: attributesToProps(node.attribs, node.name), options };
}

function parserOptions(slots: Slots): HTMLReactParserOptions {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const slot = slotOf(node, slots);
      if (slot) return <>{slot(domToReact(node.children as DOMNode[], options), storeElement(node))}</>;
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
  kind = 'content',
}: {
  html: string;
  className?: string;
  slots?: Slots;
  kind?: HtmlKind;
}) {
  const content = useMemo(() => parse(sanitiseHtml(html, kind), parserOptions(slots)), [html, slots, kind]);
  return <div className={className}>{content}</div>;
}
