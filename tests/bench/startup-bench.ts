/**
 * `npm run bench:startup`: how long the main thread is blocked while a page starts, on a phone-sized
 * Debian Chromium with its CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), from a Chrome trace,
 * and Lighthouse's total blocking time (mobile, simulated throttling), for `/`, `/products` and a
 * product page; medians of RUNS runs each, against one server process (`npm start`'s build, PGlite,
 * the page cache on). Prints a Markdown table for docs/performance.md (issue 33, item 5).
 */
import { cpus } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { startServerProcess } from '../support/server-process';
import { audit, firstProductUrl } from './lighthouse-audit';
import { median } from './percentile';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How long after navigation a trace covers: start-up on a 4× slowed CPU is over well before. */
const WINDOW_MS = 12_000;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface StartupFigures {
  /** Tasks over 50 ms on the page's main thread from navigation to the end of the window. */
  longTasks: number;
  longestMs: number;
  /** Σ (task − 50 ms) after the first contentful paint: the slowed CPU's own blocking time. */
  blockingMs: number;
  fcpMs: number;
}

/** The page's main-thread tasks in a trace, from its first contentful paint's thread. */
function startupFigures(events: TraceEvent[]): StartupFigures {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const onMain = (event: TraceEvent) => event.pid === fcp.pid && event.tid === fcp.tid;
  const start = events.find((event) => event.name === 'navigationStart' && onMain(event))?.ts ?? fcp.ts;
  const tasks = events.filter(
    (event) => onMain(event) && event.ph === 'X' && event.name === 'RunTask' && event.ts >= start && event.ts < start + WINDOW_MS * 1000,
  );
  const long = tasks.map((task) => (task.dur ?? 0) / 1000).filter((ms) => ms > LONG_TASK_MS);
  const blocking = tasks
    .filter((task) => task.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - LONG_TASK_MS), 0);
  return { longTasks: long.length, longestMs: Math.max(0, ...long), blockingMs: blocking, fcpMs: (fcp.ts - start) / 1000 };
}

/** One traced load of `url` in a fresh phone-sized page, CPU slowed 4×. */
async function tracedLoad(browser: Browser, url: string): Promise<StartupFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return startupFigures(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const server = await startServerProcess({
  DATA_DIR: `/tmp/storefront-startup-bench-${process.pid}`,
  RATE_LIMIT_PAGES: '0',
  RATE_LIMIT_SEARCH: '0',
  RATE_LIMIT_ANALYTICS: '0',
  RATE_LIMIT_MEDIA: '0',
  SESSION_SECRET: 'bench-secret-0123456789abcdef0123456789',
  NODE_ENV: 'production',
  // The demo store is what is measured: seeded even in production mode.
  SEED_DEMO: '1',
});
const rows: string[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const origin = server.url;
  const pages: [string, string][] = [
    ['`/`', `${origin}/`],
    ['`/products`', `${origin}/products`],
    ['a product page', await firstProductUrl(origin)],
  ];
  for (const [name, url] of pages) {
    // A first load fills the page cache, as a shopper's visit would find it.
    await fetch(url);
    const traces: StartupFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) traces.push(await tracedLoad(browser, url));
    const audits = [];
    for (let run = 0; run < RUNS; run += 1) audits.push(await audit(url));
    const m = (pick: (figures: StartupFigures) => number) => Math.round(median(traces.map(pick)));
    rows.push(
      `| ${name} | ${m((f) => f.longTasks)} | ${m((f) => f.longestMs)} ms | ${m((f) => f.blockingMs)} ms | ${m((f) => f.fcpMs)} ms | ` +
        `${Math.round(median(audits.map((a) => a.tbt)))} ms (${audits.map((a) => Math.round(a.tbt)).join(' / ')}) | ` +
        `${median(audits.map((a) => a.performance)).toFixed(2)} |`,
    );
    console.error(rows.at(-1));
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nStart-up, ${RUNS} runs each, medians; 390×844, CPU 4× slowed through CDP; Lighthouse mobile, simulated throttling; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${chromiumPath}:\n`,
);
console.log(
  '| page | tasks over 50 ms (4×) | longest (4×) | blocking after first paint (4×) | first paint (4×) | Lighthouse TBT (runs) | Lighthouse performance |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
