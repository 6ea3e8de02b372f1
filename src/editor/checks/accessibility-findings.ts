import type { PageComponent, PageData } from '../../../contract/page-data';
import type { CanvasViolation } from '../canvas/canvas-messages';
import { titleOf } from '../component-catalogue';
import { canonicalName } from '../../generated/components';
import { componentSchema, labelOf, schemaAt } from '../fields/schema';
import { pageRows } from '../../machines/page-edits';

/** Where a problem is for the owner: a field of a component, a component, a panel of the website's settings, or the page. */
export type FindingPlace =
  | { kind: 'component'; index: number; title: string; field: { pointer: string; label: string } | null }
  | { kind: 'settings'; section: string; title: string }
  | { kind: 'page' };

/** One accessibility problem, where it is, and what axe says of it. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  summary: string;
  place: FindingPlace;
}

/** Rules a missing text alternative breaks: the image's alt text is the field to fill. */
const ALT_RULES = new Set(['image-alt', 'link-name', 'role-img-alt', 'input-image-alt', 'svg-img-alt']);
const COLOUR_RULES = new Set(['color-contrast', 'color-contrast-enhanced', 'link-in-text-block']);

/** Pointers (from the component) of images without alt text: `{image, alt: ''}` or an image with no alt key. */
function missingAlts(value: unknown, pointer: string, found: string[]): string[] {
  if (Array.isArray(value)) value.forEach((item, index) => missingAlts(item, `${pointer}/${index}`, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.image === 'string' && record.image && !(typeof record.alt === 'string' && record.alt.trim()))
      found.push(`${pointer}/alt`);
    for (const [key, child] of Object.entries(record)) if (key !== 'response') missingAlts(child, `${pointer}/${key}`, found);
  }
  return found;
}

/** The field a problem in a component comes from, when the rule says which (an image's alt text). */
function fieldFor(rule: string, component: PageComponent): { pointer: string; label: string } | null {
  if (!ALT_RULES.has(rule)) return null;
  const [pointer] = missingAlts(component, '', []);
  if (!pointer) return null;
  const name = canonicalName(component.name);
  const located = name ? componentSchema(name) : null;
  const path = pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const schema = located ? schemaAt(located, path)?.schema : undefined;
  return { pointer, label: labelOf('alt', schema ?? {}) };
}

/**
 * axe's problems on the canvas, one per rule and place, each pointing where the owner fixes it: a
 * component's field (an image's alt text), the theme's colours for contrast, the menus or the
 * header's HTML for the header and footer.
 */
export function findingsOf(violations: readonly CanvasViolation[], page: PageData, customHeader: boolean): Finding[] {
  const findings = new Map<string, Finding>();
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const component = node.index === null ? undefined : pageRows(page)[node.index]?.component;
      let place: FindingPlace;
      if (COLOUR_RULES.has(violation.id)) place = { kind: 'settings', section: 'theme', title: 'Theme colours' };
      else if (component && node.index !== null)
        place = { kind: 'component', index: node.index, title: titleOf(component.name), field: fieldFor(violation.id, component) };
      else if (node.area === 'header')
        place = customHeader
          ? { kind: 'settings', section: 'html', title: 'Header HTML' }
          : { kind: 'settings', section: 'menus', title: 'Header' };
      else if (node.area === 'footer') place = { kind: 'settings', section: 'menus', title: 'Footer' };
      else place = { kind: 'page' };
      const key = `${violation.id}|${JSON.stringify(place)}`;
      if (!findings.has(key))
        findings.set(key, { rule: violation.id, impact: violation.impact, help: violation.help, summary: node.summary, place });
    }
  }
  return [...findings.values()];
}
