/** The browser's telemetry settings, written by the server into meta tags of every page. */
export interface BrowserTelemetryConfig {
  sentryDsn: string | null;
  environment: string;
  analyticsKey: string | null;
}

/** Reads the meta tags `sentry-dsn`, `sentry-environment` (default `local`) and `analytics-key`. */
export function readTelemetryConfig(doc: Document = document): BrowserTelemetryConfig {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
  return { sentryDsn: meta('sentry-dsn'), environment: meta('sentry-environment') ?? 'local', analyticsKey: meta('analytics-key') };
}
