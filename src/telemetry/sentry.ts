import { browserTracingIntegration, captureException, init, replayIntegration, type BrowserOptions } from '@sentry/react';
import type { BrowserTelemetryConfig } from './telemetry-config';

/** The error-reporting options the store runs with: every trace, 10 % of sessions replayed, every erroring one. */
export function sentryOptions(dsn: string, environment: string): BrowserOptions {
  return {
    dsn,
    environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [browserTracingIntegration(), replayIntegration()],
  };
}

/** Starts Sentry and returns how the store reports a problem it caught itself. */
export function startSentry(config: BrowserTelemetryConfig & { sentryDsn: string }) {
  init(sentryOptions(config.sentryDsn, config.environment));
  return {
    captureError(message: string, error: unknown) {
      captureException(error instanceof Error ? error : new Error(message), { extra: { message } });
    },
  };
}
