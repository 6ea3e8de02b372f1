import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTarget } from '../ui/links/link-target';
import { sanitiseHtml } from './sanitise-html';

/** Replaces an element found by id or class (e.g. `sf-cart`) with a live control; gets the element's own content. */
export type Slots = Readonly<Record<string, (content: ReactNode) => ReactNode>>;

function slotOf(node: Element, slots: Slots): ((content: ReactNode) => ReactNode) | undefined {
  const names = [node.attribs.id, ...(node.attribs.class ?? '').split(/\s+/)].filter(Boolean) as string[];
  const name = names.find((n) => Object.hasOwn(slots, n));
  return name ? slots[name] : undefined;
}

function parserOptions(slots: Slots): HTMLReactParserOptions {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const slot = slotOf(node, slots);
      if (slot) return <>{slot(domToReact(node.children as DOMNode[], options))}</>;
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
export default function SafeHtml({ html, className, slots = NO_SLOTS }: { html: string; className?: string; slots?: Slots }) {
  const content = useMemo(() => parse(sanitiseHtml(html), parserOptions(slots)), [html, slots]);
  return <div className={className}>{content}</div>;
}
