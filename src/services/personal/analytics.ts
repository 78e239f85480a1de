import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { maskUrl } from '../../domain/secret-url';
import type { Logger } from '../../log';

/** An analytics event; every field has its default (click, a general action, unlabelled, 1). */
interface AnalyticsEvent {
  eventCategory?: string;
  eventAction?: string;
  eventLabel?: string;
  eventValue?: number;
}

export const EVENT_DEFAULTS = {
  eventCategory: 'click',
  eventAction: 'general',
  eventLabel: 'unlabelled',
  eventValue: 1,
} as const;

interface EventContext {
  userSeq: number | null;
  path?: string | null;
}

/** Stores one event in `activities`, filling the defaults; secrets in its path (report links) are masked. */
export async function recordEvent(db: Queryable, ctx: EventContext, event: AnalyticsEvent = {}): Promise<void> {
  const e = { ...EVENT_DEFAULTS, ...event };
  await db.query(sql`
    INSERT INTO activities (user_seq, event_category, event_action, event_label, event_value, path)
    VALUES (${ctx.userSeq}, ${e.eventCategory}, ${e.eventAction}, ${e.eventLabel}, ${e.eventValue}, ${ctx.path ? maskUrl(ctx.path) : null})`);
}

export type ProjectKind = 'project' | 'specwizard-project';
export type ProjectAction = 'save' | 'delete';

type ProjectEventContext = EventContext & { kind: ProjectKind; action: ProjectAction };

/**
 * A project save or delete records 'success' or 'failed' (category = kind, action, label = outcome).
 * A failure to record is logged and never hides the result of the work.
 */
async function recordProjectOutcome(
  db: Queryable,
  log: Logger,
  ctx: ProjectEventContext,
  outcome: 'success' | 'failed',
): Promise<void> {
  try {
    await recordEvent(db, ctx, { eventCategory: ctx.kind, eventAction: ctx.action, eventLabel: outcome });
  } catch (error) {
    log.error({ err: error }, 'could not record a project analytics event');
  }
}

/**
 * The one analytics wrapper of project saves and deletes (JSON calls and form posts: src/http/project-events.ts):
 * runs the work and records its outcome; returns or rethrows.
 */
export async function trackProjectEvent<T>(db: Queryable, log: Logger, ctx: ProjectEventContext, work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await recordProjectOutcome(db, log, ctx, 'failed');
    throw error;
  }
  await recordProjectOutcome(db, log, ctx, 'success');
  return result;
}
