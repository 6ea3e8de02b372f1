import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { linkTarget } from '../../app/links/link-target';
import { sanitiseHtml } from './sanitise-html';

const options: HTMLReactParserOptions = {
  // In-store links navigate inside the app; everything else keeps the sanitiser's output.
  replace(node) {
    if (!(node instanceof Element) || node.name !== 'a' || node.attribs.target) return undefined;
    const target = linkTarget(node.attribs.href);
    if (target?.kind !== 'internal') return undefined;
    return <Link href={target.href} className={node.attribs.class}>{domToReact(node.children as DOMNode[], options)}</Link>;
  },
};

/** Renders untrusted HTML: DOMPurify first, then html-react-parser on exactly its output. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => parse(sanitiseHtml(html), options), [html]);
  return <div className={className}>{content}</div>;
}
