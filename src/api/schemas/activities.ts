import { z } from 'zod';

const int = z.number().int();

/** POST /api/activities/search: the newest matching events, totals per label and the count of all matches. */
export const activitySearchOutput = z.object({
  total: int,
  events: z.array(
    z.object({
      seq: int,
      userSeq: int.nullable(),
      eventCategory: z.string(),
      eventAction: z.string(),
      eventLabel: z.string().nullable(),
      eventValue: int.nullable(),
      path: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  labels: z.array(z.object({ eventLabel: z.string().nullable(), count: int, value: int.nullable() })),
});
