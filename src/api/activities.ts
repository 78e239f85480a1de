import { z } from 'zod';
import { addressKey } from '../auth/address-key';
import { RateLimiter } from '../auth/rate-limit';
import { clientIp } from '../auth/request-token';
import { requireAdmin } from '../auth/require';
import type { Db } from '../db/types';
import { isoDateSchema } from '../domain/validation';
import { safeReturnPath } from '../domain/return-path';
import { searchActivities } from '../services/activities';
import { EVENT_DEFAULTS, recordEvent } from '../services/personal/analytics';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { activitySearchOutput } from './schemas/activities';

const word = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** An analytics event, with its defaults (click, a general action, unlabelled, 1). */
const eventBody = z
  .object({
    eventCategory: word(100).default(EVENT_DEFAULTS.eventCategory),
    eventAction: word(100).default(EVENT_DEFAULTS.eventAction),
    eventLabel: word(300).default(EVENT_DEFAULTS.eventLabel),
    eventValue: z.number().int().min(-1_000_000).max(1_000_000).default(EVENT_DEFAULTS.eventValue),
    path: z.string().max(500).optional(),
  })
  .strict();

const searchBody = z
  .object({
    eventCategory: word(100).optional(),
    eventAction: word(100).optional(),
    eventLabel: word(300).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    size: z.number().int().min(1).max(500).default(100),
  })
  .strict()
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'must not be after to', path: ['from'] });

/** Analytics events: recorded by the pages' tiny scripts, read back by administrators. */
export function activitiesApi(db: Db): AreaRows {
  const table = areaTable();
  // A public write: bounded per address so nobody can flood the table.
  const limiter = new RateLimiter(db, 'activities:event', 120, 60_000);
  table.post(
    '/activities/event',
    endpoint(db, { body: eventBody, status: 204, summary: 'Record an analytics event (missing fields take their defaults)' }, async ({ req, body }) => {
      await limiter.hit(addressKey(clientIp(req)));
      const { path, ...event } = body;
      await recordEvent(db, { userSeq: req.user?.seq ?? null, path: safeReturnPath(path) }, event);
    }),
  );
  table.post(
    '/activities/search',
    endpoint(db, { body: searchBody, output: activitySearchOutput, summary: 'Analytics events matching a filter, newest first, with totals per label (administrators)' }, ({ body }) => searchActivities(db, body)),
    { guard: 'admin' },
  );
  return table.rows;
}
