/** Error reporting and analytics settings, from the environment (README: Configuration). */
export interface TelemetryConfig {
  /** Sentry DSN; without it the browser loads and sends nothing to Sentry. */
  sentryDsn: string | null;
  /** Sentry environment, written into a meta tag of every page. */
  environment: string;
  /** PostHog project key the browser sends with its events. */
  analyticsKey: string;
  /** PostHog host the server forwards /s/ingest to; without it events are dropped. */
  analyticsHost: URL | null;
}

const httpUrl = (name: string, value: string | undefined): URL | null => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got ${value}`);
  return url;
};

/** Reads SENTRY_DSN, SENTRY_ENVIRONMENT, POSTHOG_KEY and POSTHOG_HOST; a malformed value stops the start. */
export function telemetryFromEnv(env: NodeJS.ProcessEnv = process.env): TelemetryConfig {
  const dsn = httpUrl('SENTRY_DSN', env.SENTRY_DSN);
  const environment = env.SENTRY_ENVIRONMENT ?? 'local';
  if (!/^[\w.-]{1,64}$/.test(environment)) throw new Error(`SENTRY_ENVIRONMENT must be 1–64 letters, digits, . _ or -, got ${environment}`);
  const analyticsKey = env.POSTHOG_KEY ?? 'local';
  if (!/^[\w-]{1,100}$/.test(analyticsKey)) throw new Error('POSTHOG_KEY must be 1–100 letters, digits, _ or -');
  return { sentryDsn: dsn ? dsn.href : null, environment, analyticsKey, analyticsHost: httpUrl('POSTHOG_HOST', env.POSTHOG_HOST) };
}
