import { browserTracingIntegration, captureException, init, replayIntegration, type BrowserOptions } from '@sentry/react';

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
export function startSentry(dsn: string, environment: string) {
  init(sentryOptions(dsn, environment));
  return {
    captureError(message: string, error: unknown) {
      captureException(error instanceof Error ? error : new Error(message), { extra: { message } });
    },
  };
}
