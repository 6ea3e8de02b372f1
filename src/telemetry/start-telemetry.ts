import { type Consent, CONSENT_BANNER_ID } from '../../contract/consent';
import { consentFromCookies, writeConsent } from './consent';
import { attachTelemetrySink, type TelemetryContext } from './telemetry';
import { readTelemetryConfig } from './telemetry-config';

type Analytics = { pageview(path: string): void };

/**
 * Starts error reporting (only with a DSN) and analytics (only once the visitor agrees; until they
 * answer, a small banner asks). Navigations before consent are not recorded; the page the visitor
 * is on when they agree is.
 */
export async function startTelemetry(context: TelemetryContext): Promise<void> {
  const config = readTelemetryConfig();
  const sentry = config.sentryDsn ? (await import('./sentry')).startSentry(config.sentryDsn, config.environment) : null;
  let analytics: Analytics | null = null;
  let path = location.pathname;
  let shown = `${location.pathname}${location.search}`;
  const startAnalytics = async (key: string) => {
    analytics = (await import('./analytics')).startAnalytics(key, context);
    analytics.pageview(path);
  };
  const key = config.analyticsKey;
  const consent: Consent = key ? consentFromCookies(document.cookie) : 'denied';
  // The server's banner, when the answer came in another tab after this page was sent.
  if (consent !== 'pending') document.getElementById(CONSENT_BANNER_ID)?.remove();
  if (key && consent === 'granted') await startAnalytics(key);
  attachTelemetrySink((event) => {
    if (event.kind === 'error') {
      sentry?.captureError(event.message, event.error);
    } else {
      const address = `${event.path}${event.search ? `?${event.search}` : ''}`;
      if (address === shown && analytics) return;
      shown = address;
      path = event.path;
      analytics?.pageview(path);
    }
  });
  if (key && consent === 'pending') {
    const { showConsentBanner } = await import('./show-consent-banner');
    showConsentBanner((answer) => {
      writeConsent(document, answer);
      if (answer === 'granted') void startAnalytics(key);
    });
  }
}
