import type { CanvasViolation } from './canvas-messages';

/** Where in the store a node is: the component slot it is in, or the header, the footer or the page around them. */
function placeOf(node: Element | null): Pick<CanvasViolation['nodes'][number], 'index' | 'area'> {
  const slot = node?.closest('[data-editor-index]');
  if (slot) return { index: Number(slot.getAttribute('data-editor-index')), area: 'component' };
  if (node?.closest('header, .site-header, .site-nav')) return { index: null, area: 'header' };
  if (node?.closest('footer, .site-footer')) return { index: null, area: 'footer' };
  return { index: null, area: 'page' };
}

/** The canvas shows a part of a page: landmarks and the page's title are the store's, checked in its own tests. */
const NOT_HERE = { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } };

/**
 * axe over the store as the canvas shows it (axe-core is loaded only here, in the editor's canvas),
 * each problem's nodes placed in a component or the header or footer, so the editor can point at them.
 * Contrast is checked last, on its own: it maps every box on the page first, one long task on a long page
 * (about a second at 300 components), which is skipped when `wanted` says the result is no longer wanted
 * (the owner has started to drag); the check then answers null.
 */
export async function checkPage(root: Element, wanted: () => boolean = () => true): Promise<CanvasViolation[] | null> {
  const { default: axe } = await import('axe-core');
  const context = { include: [root], exclude: [['.canvas-selection']] };
  const rest = await axe.run(context, { resultTypes: ['violations'], rules: { ...NOT_HERE, 'color-contrast': { enabled: false } } });
  if (!wanted()) return null;
  const contrast = await axe.run(context, { resultTypes: ['violations'], runOnly: { type: 'rule', values: ['color-contrast'] } });
  return [...rest.violations, ...contrast.violations].map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    nodes: violation.nodes.map((node) => {
      const selector = node.target[0];
      const element = typeof selector === 'string' ? root.ownerDocument.querySelector(selector) : null;
      return { ...placeOf(element), html: node.html.slice(0, 200), summary: node.failureSummary?.split('\n')[1]?.trim() ?? '' };
    }),
  }));
}
