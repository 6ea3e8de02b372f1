import type { CssNode } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import walk from 'css-tree/walker';
import { STORE_SCOPE } from './store-scope';

const DROPPED_AT_RULES = new Set(['import', 'font-face', 'namespace', 'charset', 'property']);
// Functions that fetch, read the document or run code (and their vendor-prefixed forms).
const FORBIDDEN_FUNCTION = /^(-[a-z]+-)?(url|image-set|attr|image|cross-fade|element|expression|env|src)$/i;
const FORBIDDEN_PROPERTY = /^(-[a-z]+-)?(behavior|binding)$/i;

/** Why a declaration is dropped, or null when it is safe. */
function dangerIn(declaration: CssNode & { type: 'Declaration' }, source: string): string | null {
  const text = declaration.loc ? source.slice(declaration.loc.start.offset, declaration.loc.end.offset) : generate(declaration);
  // A backslash can spell anything (\75 rl( is url(); '<' has no place in a value.
  if (text.includes('\\')) return 'a backslash escape can spell a forbidden function';
  if (text.includes('<')) return '“<” has no place in CSS and could close the style element';
  if (FORBIDDEN_PROPERTY.test(declaration.property)) return `${declaration.property} runs code in old browsers`;
  let found: string | null = null;
  walk(declaration.value, (node) => {
    if (node.type === 'Url') found ??= 'url';
    else if (node.type === 'Function' && FORBIDDEN_FUNCTION.test(node.name)) found ??= node.name.toLowerCase();
  });
  found ??=
    /\b(url|image-set|attr|image|cross-fade|element|expression|env)\s*\(/i.exec(generate(declaration.value))?.[1]?.toLowerCase() ?? null;
  return found ? `${found}() loads or reads something from outside the page` : null;
}

const AT_RULE_WHY: Record<string, string> = {
  import: 'it loads another stylesheet',
  'font-face': 'it loads a font file (the website’s font is set in the theme)',
  namespace: 'it is not allowed in the store’s CSS',
  charset: 'it is not allowed in the store’s CSS',
  property: 'it is not allowed in the store’s CSS',
};

/** Something the sanitiser leaves out of the owner's CSS: what, why, and on which line. */
export interface CssDrop {
  what: string;
  why: string;
  line: number | null;
}

/**
 * Store-owner CSS made safe, and what was left out and why (the editor shows it before saving):
 * parsed (not matched with regexes), dropping @import, @font-face, @namespace, @charset and
 * @property, and any declaration that loads or reads something; what remains is scoped to the
 * store's content and left unlayered, so that, applied after the app's styles, it overrides them as a
 * store's existing CSS expects (issue 34).
 */
export function cssVerdict(css: string): { css: string; dropped: CssDrop[] } {
  const dropped: CssDrop[] = [];
  if (!css.trim()) return { css: '', dropped };
  const ast = parse(css, { positions: true, parseValue: true, parseCustomProperty: true, onParseError: () => undefined });
  const drop = (node: CssNode, what: string, why: string) => dropped.push({ what, why, line: node.loc?.start.line ?? null });
  const source = (node: CssNode) => (node.loc ? css.slice(node.loc.start.offset, node.loc.end.offset) : generate(node)).trim();
  walk(ast, {
    visit: 'Atrule',
    enter(node, item, list) {
      const name = node.name.toLowerCase().replace(/^-[a-z]+-/, '');
      if (!list || !DROPPED_AT_RULES.has(name)) return;
      drop(node, `@${node.name}`, AT_RULE_WHY[name] ?? 'it is not allowed');
      list.remove(item);
    },
  });
  walk(ast, {
    visit: 'Declaration',
    enter(node, item, list) {
      const why = list ? dangerIn(node, css) : null;
      if (!why || !list) return;
      drop(node, source(node), why);
      list.remove(item);
    },
  });
  // Unparsable leftovers (Raw nodes outside declarations) are dropped rather than passed through.
  walk(ast, {
    visit: 'Raw',
    enter(node, item, list) {
      if (!list) return;
      if (source(node)) drop(node, source(node), 'it could not be read as CSS');
      list.remove(item);
    },
  });
  const body = generate(ast);
  return { css: body ? `@scope (.${STORE_SCOPE}){${body}}` : '', dropped };
}

/** Store-owner CSS made safe (see {@link cssVerdict}). */
export function sanitiseCss(css: string): string {
  return cssVerdict(css).css;
}
