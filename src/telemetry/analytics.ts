import posthog from 'posthog-js/dist/module.slim.no-external';
import { INGEST_PATH } from '../../contract/ingest-path';
import { withoutShareToken } from '../../contract/share-token';
import type { TelemetryContext } from './telemetry';

/** Every URL among an event's properties without a shared preview link's token (`$current_url`, `$referrer`, their initial values). */
function redactShareTokens(properties: Record<string, unknown> | undefined): void {
  for (const [name, value] of Object.entries(properties ?? {}))
    if (typeof value === 'string' && properties) properties[name] = withoutShareToken(value);
}

/** PostHog options: events to the site's own origin, profiles only for signed-in visitors, pageviews by hand, no preview token sent. */
export function analyticsOptions(origin: string) {
  return {
    api_host: `${origin}${INGEST_PATH}`,
    person_profiles: 'identified_only' as const,
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    disable_session_recording: true,
    disable_surveys: true,
    // No remote configuration or feature flags: nothing is fetched, only events are sent.
    advanced_disable_flags: true,
    // A preview link's token opens an unpublished page: whoever reads the analytics must not get it.
    before_send: <T extends { properties: Record<string, unknown>; $set?: Record<string, unknown>; $set_once?: Record<string, unknown> }>(
      event: T | null,
    ): T | null => {
      if (event) for (const properties of [event.properties, event.$set, event.$set_once]) redactShareTokens(properties);
      return event;
    },
  };
}

/** Starts PostHog for this visitor and website; returns how a navigation is recorded. */
export function startAnalytics(key: string, context: TelemetryContext) {
  posthog.init(key, analyticsOptions(location.origin));
  // Sign-in and sign-out both load a fresh page, so the boot's user is who this visitor now is.
  if (context.user) posthog.identify(String(context.user.id));
  else if (posthog._isIdentified()) posthog.reset();
  // The website group goes on each event instead of through posthog.group(): PostHog makes a person
  // profile for anyone with a registered group, and guests must not get one.
  const { id, name, font_family } = context.web;
  const $groups = { website: String(id) };
  posthog.capture('$groupidentify', { $group_type: 'website', $group_key: String(id), $group_set: { name, font_family } });
  return {
    pageview(path: string) {
      posthog.capture('$pageview', { path, $current_url: withoutShareToken(location.href), $groups });
    },
  };
}
