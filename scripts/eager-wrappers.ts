/**
 * Marks the bundler's module wrappers for eager compilation (a Vite plugin for the store's build).
 *
 * Rolldown wraps each CommonJS module (React DOM, the scheduler) in an arrow function it calls once,
 * on load: `var x = e((e => { … }))`. V8 compiles such a function lazily: the background thread that
 * streams the script only pre-parses it, and its first call parses the whole body again on the main
 * thread. React DOM's wrapper is 200 KB, so the task that first imports it spent 60–70 ms of CPU on
 * this machine, most of it in that parse and, while a profiler or Lighthouse traces the page, in the
 * second parse V8 makes to find its source positions. Written as a parenthesised function expression,
 * `e((function(e){ … }))`, the wrapper is compiled eagerly while the script streams, off the main
 * thread (V8's heuristic for functions called at once): the same task used 36–41 ms.
 *
 * Only a wrapper that is the initial value of a top-level declaration and uses neither `this` nor
 * `arguments` of its own is rewritten: then the function behaves exactly as the arrow did. It runs as
 * each chunk is rendered, so that the file's name still follows its content; the minifier keeps both the
 * function and its parentheses.
 */

import { parseAst } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** Whether code directly in `node` (not in a nested non-arrow function) reads `this` or `arguments`. */
function usesOwnThisOrArguments(node: Node): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
  return children(node).some(usesOwnThisOrArguments);
}

/** The wrapper arrows of a chunk: `declare x = call((params) => { … })` at its top level. */
function wrapperArrows(program: Node): Node[] {
  const arrows: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type !== 'CallExpression') continue;
      const [argument, ...rest] = init.arguments as Node[];
      if (rest.length || argument?.type !== 'ArrowFunctionExpression' || argument.async) continue;
      const body = argument.body as Node;
      if (body.type !== 'BlockStatement' || usesOwnThisOrArguments(body)) continue;
      arrows.push(argument);
    }
  }
  return arrows;
}

/** The chunk's code with its module wrappers written as function expressions; unchanged if it has none. */
export function eagerWrappers(code: string): string {
  const arrows = wrapperArrows(parseAst(code) as unknown as Node);
  let out = '';
  let at = 0;
  for (const arrow of arrows) {
    const params = (arrow.params as Node[]).map((param) => code.slice(param.start, param.end)).join(',');
    const body = arrow.body as Node;
    out += `${code.slice(at, arrow.start)}function(${params})`;
    at = body.start;
  }
  return out + code.slice(at);
}

/** The build plugin: rewrites every JavaScript chunk's module wrappers as it is rendered. */
export function eagerWrappersPlugin() {
  return {
    name: 'storefront:eager-wrappers',
    apply: 'build' as const,
    renderChunk(code: string) {
      const rewritten = eagerWrappers(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
