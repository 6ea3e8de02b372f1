import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, readConsent, writeConsent } from './consent';
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
    document.head.innerHTML = '<meta name="sentry-dsn" content="https://k@o1.ingest.sentry.io/2"><meta name="sentry-environment" content="production"><meta name="analytics-key" content="phc_x">';
    expect(readTelemetryConfig()).toEqual({ sentryDsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production', analyticsKey: 'phc_x' });
  });

  it('treats an empty tag as absent', () => {
    document.head.innerHTML = '<meta name="sentry-dsn" content="  "><meta name="sentry-environment" content="">';
    expect(readTelemetryConfig()).toMatchObject({ sentryDsn: null, environment: 'local' });
  });
});

describe('error reporting options', () => {
  it('samples every trace, a tenth of sessions and every session with an error', () => {
    const options = sentryOptions('https://k@o1.ingest.sentry.io/2', 'staging');
    expect(options).toMatchObject({ dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'staging', tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    expect(options.integrations).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'BrowserTracing' }), expect.objectContaining({ name: 'Replay' })]));
  });
});

describe('analytics options', () => {
  it('sends to the own origin, profiles only identified people, and records pageviews by hand', () => {
    expect(analyticsOptions('https://shop.example')).toMatchObject({
      api_host: 'https://shop.example/s/ingest', person_profiles: 'identified_only', capture_pageview: false, advanced_disable_flags: true,
    });
  });
});

describe('consent', () => {
  it('is pending until answered, then remembered; anything else stored counts as pending', () => {
    expect(readConsent(localStorage)).toBe('pending');
    writeConsent(localStorage, 'denied');
    expect(readConsent(localStorage)).toBe('denied');
    writeConsent(localStorage, 'granted');
    expect(readConsent(localStorage)).toBe('granted');
    localStorage.setItem(CONSENT_KEY, '<script>');
    expect(readConsent(localStorage)).toBe('pending');
  });

  it('is pending when storage refuses to be read', () => {
    const broken = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(readConsent(broken)).toBe('pending');
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
