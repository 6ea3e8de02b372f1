/** What the shell tells telemetry: navigations and page problems. */
/** A page view names the path; `search`, the query, tells two views of one path apart (a new search, the next page). */
export type TelemetryEvent = { kind: 'pageview'; path: string; search?: string } | { kind: 'error'; message: string; error?: unknown };

/** The store and visitor telemetry describes (analytics group `website`, identified user). */
export interface TelemetryContext {
  web: { id: number | string; name: string; font_family: string };
  user: { id: number } | null;
}

type Sink = (event: TelemetryEvent) => void;

// Events wait here until the lazy module takes over; bounded, since telemetry may never start.
const QUEUE_LIMIT = 50;
const queue: TelemetryEvent[] = [];
let sink: Sink | null = null;
let started = false;

/** Hands an event to telemetry (queued until it has loaded). */
export function emitTelemetry(event: TelemetryEvent): void {
  if (sink) sink(event);
  else if (queue.length < QUEUE_LIMIT) queue.push(event);
}

/** Called by the loaded telemetry module: receives the queued events, then every new one. */
export function attachTelemetrySink(next: Sink): void {
  sink = next;
  for (const event of queue.splice(0)) next(event);
}

/** Loads error reporting and analytics once the page has loaded and the browser is idle. */
export function startTelemetryWhenIdle(context: TelemetryContext): void {
  if (started) return;
  started = true;
  const start = () => void import('./start-telemetry').then((module) => module.startTelemetry(context));
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
