import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, consentOf } from '../../contract/consent';
import { consentFromCookies, writeConsent } from './consent';
import { sentryOptions } from './sentry';
import { attachTelemetrySink, emitTelemetry, type TelemetryEvent } from './telemetry';
import { readTelemetryConfig } from './telemetry-config';
import { analyticsOptions } from './analytics';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('telemetry configuration from the page', () => {
  it('reads the DSN and environment, and defaults the environment to local', () => {
    expect(readTelemetryConfig()).toEqual({ sentryDsn: null, environment: 'local', analyticsKey: null });
    document.head.innerHTML =
      '<meta name="sentry-dsn" content="https://k@o1.ingest.sentry.io/2"><meta name="sentry-environment" content="production"><meta name="analytics-key" content="phc_x">';
    expect(readTelemetryConfig()).toEqual({
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'production',
      analyticsKey: 'phc_x',
    });
  });

  it('treats an empty tag as absent', () => {
    document.head.innerHTML = '<meta name="sentry-dsn" content="  "><meta name="sentry-environment" content="">';
    expect(readTelemetryConfig()).toMatchObject({ sentryDsn: null, environment: 'local' });
  });
});

describe('error reporting options', () => {
  it('samples every trace, a tenth of sessions and every session with an error', () => {
    const options = sentryOptions('https://k@o1.ingest.sentry.io/2', 'staging');
    expect(options).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'staging',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(options.integrations).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'BrowserTracing' }), expect.objectContaining({ name: 'Replay' })]),
    );
  });

  it('reports a preview link’s address without its token, in the event and its breadcrumbs', () => {
    const options = sentryOptions('https://k@o1.ingest.sentry.io/2', 'staging');
    const event = options.beforeSend?.({ type: undefined, request: { url: 'https://shop.example/offers?share=12.secret' } }, {});
    expect(event).toEqual({ type: undefined, request: { url: 'https://shop.example/offers?share=redacted' } });
    const crumb = options.beforeBreadcrumb?.({ category: 'navigation', data: { from: '/', to: '/offers?share=12.secret' } });
    expect(crumb).toEqual({ category: 'navigation', data: { from: '/', to: '/offers?share=redacted' } });
  });
});

describe('analytics options', () => {
  it('sends to the own origin, profiles only identified people, and records pageviews by hand', () => {
    expect(analyticsOptions('https://shop.example')).toMatchObject({
      api_host: 'https://shop.example/s/ingest',
      person_profiles: 'identified_only',
      capture_pageview: false,
      advanced_disable_flags: true,
    });
  });

  it('sends no preview link’s token: every URL of an event without it', () => {
    const event = {
      properties: { $current_url: 'https://shop.example/offers?share=12.secret', path: '/offers', n: 1 },
      $set_once: { $initial_current_url: 'https://shop.example/offers?share=12.secret&x=1' },
    };
    expect(analyticsOptions('https://shop.example').before_send(event)).toEqual({
      properties: { $current_url: 'https://shop.example/offers?share=redacted', path: '/offers', n: 1 },
      $set_once: { $initial_current_url: 'https://shop.example/offers?share=redacted&x=1' },
    });
    expect(analyticsOptions('https://shop.example').before_send(null)).toBeNull();
  });
});

describe('consent', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is pending until answered, then remembered in a cookie the server can read', () => {
    expect(consentFromCookies(document.cookie)).toBe('pending');
    writeConsent(document, 'denied');
    expect(consentFromCookies(document.cookie)).toBe('denied');
    writeConsent(document, 'granted');
    expect(consentFromCookies(document.cookie)).toBe('granted');
    expect(document.cookie.match(new RegExp(`${CONSENT_COOKIE}=`, 'g'))).toHaveLength(1);
  });

  it('counts anything but an answer as pending: no header, other cookies, hostile or broken values', () => {
    expect(consentOf(undefined)).toBe('pending');
    expect(consentFromCookies('')).toBe('pending');
    expect(consentFromCookies('XSRF-TOKEN=abc; theme=dark')).toBe('pending');
    expect(consentFromCookies(`${CONSENT_COOKIE}=%3Cscript%3E`)).toBe('pending');
    expect(consentFromCookies(`${CONSENT_COOKIE}=%E0%A4%A`)).toBe('pending');
    expect(consentFromCookies(`${CONSENT_COOKIE}=${'granted'.repeat(100_000)}`)).toBe('pending');
    expect(consentFromCookies(`x${CONSENT_COOKIE}=granted`)).toBe('pending');
    expect(consentFromCookies(`a=1;  ${CONSENT_COOKIE}=granted ; b=2`)).toBe('granted');
  });
});

describe('the telemetry queue', () => {
  it('keeps events until telemetry loads, in order and bounded, then passes new ones straight on', () => {
    for (let i = 0; i < 60; i += 1) emitTelemetry({ kind: 'pageview', path: `/p${i}` });
    const sink = vi.fn<(event: TelemetryEvent) => void>();
    attachTelemetrySink(sink);
    expect(sink).toHaveBeenCalledTimes(50);
    expect(sink.mock.calls[0]?.[0]).toEqual({ kind: 'pageview', path: '/p0' });
    emitTelemetry({ kind: 'error', message: 'boom' });
    expect(sink).toHaveBeenLastCalledWith({ kind: 'error', message: 'boom' });
  });
});
