import { launch, Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, UNSHOWN_BROWSER_UI, withDisabledFeatures } from '../support/chromium';

/** One Lighthouse run's figures (mobile, simulated throttling), and the accessibility audits that failed. */
export interface AuditFigures {
  performance: number;
  accessibility: number;
  cls: number;
  tbt: number;
  lcp: number;
  /** What the largest contentful paint drew (the element's label), for a run whose LCP is late. */
  lcpElement: string;
  /** What moved, each with its share of the layout shift, for a run whose CLS is not zero. */
  shifted: string[];
  failing: string[];
}

/** Audits `url` once in a fresh Debian Chromium, with the flags every measurement of this project uses. */
export async function audit(url: string): Promise<AuditFigures> {
  // chrome-launcher's own flags, ours, and one list of features to disable (Chromium reads only the last).
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: withDisabledFeatures([...Launcher.defaultFlags(), ...chromiumArgs], UNSHOWN_BROWSER_UI),
    ignoreDefaultFlags: true,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      tbt: audits['total-blocking-time']?.numericValue ?? Infinity,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Infinity,
      lcpElement: elementLabel(audits['largest-contentful-paint-element']?.details),
      shifted: shiftedElements(audits['layout-shifts']?.details),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

// The audit's details: a list whose first table names the element (Lighthouse 12's shape).
function elementLabel(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined)?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  if (!node) return 'unknown';
  const label = node.nodeLabel && node.nodeLabel !== node.selector ? ` "${node.nodeLabel.slice(0, 40)}"` : '';
  return `${node.selector ?? 'an element'}${label}`;
}

interface ShiftRow {
  node?: { selector?: string; nodeLabel?: string };
  score?: number;
  subItems?: { items?: { cause?: string }[] };
}

// The layout-shifts audit's table: one row per shift, with the element that moved most, the shift's score and its causes if known.
function shiftedElements(details: unknown): string[] {
  const rows = (details as { items?: ShiftRow[] } | undefined)?.items ?? [];
  return rows.map((row) => {
    const causes = (row.subItems?.items ?? []).map((item) => item.cause).filter(Boolean);
    return `${row.node?.selector ?? row.node?.nodeLabel ?? 'unknown'} ${(row.score ?? 0).toFixed(3)}${causes.length ? ` (${causes.join(', ')})` : ''}`;
  });
}

/** The product page Lighthouse and the start-up benchmark measure: the store's first product. */
export async function firstProductUrl(origin: string): Promise<string> {
  const response = await fetch(`${origin}/s/api/products?page=1`, { headers: { 'x-web-url': origin } });
  const { data } = (await response.json()) as { data: { slug: string }[] };
  return `${origin}/products/${data[0]?.slug}`;
}
