import type { CssNode } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import walk from 'css-tree/walker';
import { STORE_SCOPE } from './store-scope';

const DROPPED_AT_RULES = new Set(['import', 'font-face', 'namespace', 'charset', 'property']);
// Functions that fetch, read the document or run code (and their vendor-prefixed forms).
const FORBIDDEN_FUNCTION = /^(-[a-z]+-)?(url|image-set|attr|image|cross-fade|element|expression|env|src)$/i;
const FORBIDDEN_PROPERTY = /^(-[a-z]+-)?(behavior|binding)$/i;

function isDangerous(declaration: CssNode & { type: 'Declaration' }, source: string): boolean {
  const text = declaration.loc ? source.slice(declaration.loc.start.offset, declaration.loc.end.offset) : generate(declaration);
  // A backslash can spell anything (\75 rl( is url(); '<' has no place in a value.
  if (/[\\<]/.test(text) || FORBIDDEN_PROPERTY.test(declaration.property)) return true;
  let found = false;
  walk(declaration.value, (node) => {
    if (node.type === 'Url' || (node.type === 'Function' && FORBIDDEN_FUNCTION.test(node.name))) found = true;
  });
  return found || /\b(url|image-set|attr|image|cross-fade|element|expression|env)\s*\(/i.test(generate(declaration.value));
}

/**
 * Store-owner CSS made safe: parsed (not matched with regexes), dropping @import, @font-face,
 * @namespace, @charset and @property, and any declaration that loads or reads something; what
 * remains is scoped to the store's content inside a cascade layer.
 */
export function sanitiseCss(css: string): string {
  if (!css.trim()) return '';
  const ast = parse(css, { positions: true, parseValue: true, parseCustomProperty: true, onParseError: () => undefined });
  walk(ast, {
    visit: 'Atrule',
    enter(node, item, list) {
      if (list && DROPPED_AT_RULES.has(node.name.toLowerCase().replace(/^-[a-z]+-/, ''))) list.remove(item);
    },
  });
  walk(ast, {
    visit: 'Declaration',
    enter(node, item, list) {
      if (list && isDangerous(node, css)) list.remove(item);
    },
  });
  // Unparsable leftovers (Raw nodes outside declarations) are dropped rather than passed through.
  walk(ast, {
    visit: 'Raw',
    enter(_node, item, list) {
      if (list) list.remove(item);
    },
  });
  const body = generate(ast);
  return body ? `@layer store{@scope (.${STORE_SCOPE}){${body}}}` : '';
}
