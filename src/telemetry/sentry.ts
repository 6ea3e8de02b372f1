import { withoutShareToken } from '../../contract/share-token';
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
    // A preview link's token opens an unpublished page: whoever reads the reports must not get it.
    beforeSend(event) {
      if (event.request?.url) event.request.url = withoutShareToken(event.request.url);
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      for (const key of ['from', 'to', 'url'] as const) {
        const value: unknown = breadcrumb.data?.[key];
        if (typeof value === 'string' && breadcrumb.data) breadcrumb.data[key] = withoutShareToken(value);
      }
      return breadcrumb;
    },
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
