import * as z from 'zod/mini';

/** What a schedule does at its time: publish a version, or take a page offline (ours, docs/api.md). */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** The furthest ahead a change may be scheduled, in days, and how many may wait per page or for the settings. */
export const SCHEDULE_LIMITS = { days: 366, waiting: 20 } as const;

/**
 * The time zone the editor shows and takes times in: India's, which keeps no daylight saving, so a
 * wall-clock time there is always UTC+5:30. Times are stored and sent in UTC.
 */
export const SHOP_TIME_ZONE = { name: 'Asia/Kolkata', label: 'IST', offsetMinutes: 330 } as const;

/** A change waiting for its time, or one housekeeping applied (GET /s/api/builder/schedules; ours, docs/api.md). */
export const PublishScheduleSchema = z.object({
  id: z.number(),
  action: z.enum(SCHEDULE_ACTIONS),
  /** The version to publish (null for `unpublish`). */
  version: z.nullable(z.number()),
  /** When it is due, in UTC (ISO 8601). */
  at: z.string(),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
  /** When it was applied (null: still waiting). */
  done_at: z.nullable(z.string()),
  /** Whether it could be applied (null: still waiting), and the owner's words for what came of it. */
  ok: z.nullable(z.boolean()),
  outcome: z.nullable(z.string()),
});
export type PublishSchedule = z.infer<typeof PublishScheduleSchema>;
